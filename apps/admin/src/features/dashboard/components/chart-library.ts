// The charting library (Mantine's charts over recharts, about 140 KB gzip) with its styles: the
// dashboard downloads it after its figures (lazy-charts.tsx), so the figures never wait for it.
import "@mantine/charts/styles.css";

export { BarChart, CompositeChart } from "@mantine/charts";
