import { type MovementKind, movementKinds, type RevenueData } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { formatNumber, monthLabel, tenThousandYen } from "../lib/format";
import { BarChart, ChartSlot } from "./lazy-charts";

const movementColours: Record<MovementKind, string> = {
  new: "teal.6",
  reactivation: "cyan.5",
  expansion: "ink.4",
  contraction: "grape.5",
  churn: "coral.7",
};

const chartHeight = 260;

/** Each month's MRR movements in ten-thousand yen, gains above the axis and losses below; a bar opens its month. */
export function MovementChart({
  revenue,
  onMonth,
}: {
  revenue: RevenueData;
  onMonth: (month: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = revenue.months.map((row) => ({
    month: monthLabel(row.month),
    key: row.month,
    ...Object.fromEntries(movementKinds.map((kind) => [kind, tenThousandYen(row.movements[kind].amount)])),
  }));
  return (
    <ChartSlot height={chartHeight}>
      <BarChart
        h={chartHeight}
        data={data}
        dataKey="month"
        type="stacked"
        barChartProps={{ stackOffset: "sign" }}
        withLegend
        legendProps={{ verticalAlign: "bottom", height: 40 }}
        valueFormatter={(value) => formatNumber(value, locale, 1)}
        series={movementKinds.map((kind) => ({
          name: kind,
          label: t(`dashboard.movements.kinds.${kind}`),
          color: movementColours[kind],
        }))}
        barProps={{
          cursor: "pointer",
          onClick: (bar: { payload?: { key?: string } }) => {
            if (bar.payload?.key) onMonth(bar.payload.key);
          },
        }}
        maxBarWidth={22}
        gridAxis="y"
        tickLine="none"
      />
    </ChartSlot>
  );
}
