import "@mantine/charts/styles.css";
import { CompositeChart } from "@mantine/charts";
import type { LpChartResponse } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { formatCount } from "../lib/format";

/**
 * Sessions and page views per JST day as areas, conversions as bars on their own axis. This module
 * holds the charting library: the screen loads it lazily, so no other console route pays for it.
 */
export default function DailyChart({ chart }: { chart: LpChartResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = chart.days.map((day) => ({
    day: day.day.slice(5).replace("-", "/"),
    sessions: day.sessions,
    pageViews: day.pageViews,
    conversions: day.conversions,
  }));
  return (
    <CompositeChart
      h={280}
      data={data}
      dataKey="day"
      withLegend
      legendProps={{ verticalAlign: "bottom", height: 40 }}
      valueFormatter={(value) => formatCount(value, locale)}
      withRightYAxis
      rightYAxisProps={{ allowDecimals: false }}
      yAxisProps={{ allowDecimals: false }}
      curveType="monotone"
      series={[
        { name: "pageViews", label: t("analysis.chart.pageViews"), color: "ink.3", type: "area" },
        { name: "sessions", label: t("analysis.chart.sessions"), color: "ink.8", type: "line" },
        {
          name: "conversions",
          label: t("analysis.chart.conversions"),
          color: "coral.6",
          type: "bar",
          yAxisId: "right",
        },
      ]}
      maxBarWidth={14}
      barProps={{ fillOpacity: 0.5 }}
      withDots={false}
      gridAxis="y"
      tickLine="none"
    />
  );
}
