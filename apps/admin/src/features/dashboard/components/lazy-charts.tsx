import { Skeleton } from "@mantine/core";
import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { lazyWithPreload, pick } from "@/lib/lazy-with-preload";

const library = () => import("./chart-library");

export const BarChart = lazyWithPreload(pick(library, "BarChart"));
export const CompositeChart = lazyWithPreload(pick(library, "CompositeChart"));

/** Starts the charting library's download (the dashboard calls it once its figures are shown). */
export function prefetchCharts(): void {
  BarChart.prefetch();
  CompositeChart.prefetch();
}

/** Where a chart will be, at the chart's own height, while its data or the library is on the way. */
export function ChartPlaceholder({ height }: { height: number }) {
  const { t } = useTranslation();
  return <Skeleton h={height} role="status" aria-label={t("dashboard.charts.loading")} />;
}

/** A chart of the given height, its placeholder in the same place until the library has arrived. */
export function ChartSlot({ height, children }: { height: number; children: ReactNode }) {
  return <Suspense fallback={<ChartPlaceholder height={height} />}>{children}</Suspense>;
}
