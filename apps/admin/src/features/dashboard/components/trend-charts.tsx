import { SimpleGrid } from "@mantine/core";
import type { AdoptionByPlan, RevenueData, UserSiteData } from "@mekuri/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { formatNumber, hundredMillionYen, monthLabel, tenThousandYen } from "../lib/format";
import { ChartCard } from "./chart-card";
import { BarChart, ChartPlaceholder, ChartSlot, CompositeChart } from "./lazy-charts";

/** Colours of the plans in the stacked chart, cheapest first. */
const planColours = [
  "ink.2",
  "teal.4",
  "coral.4",
  "yellow.5",
  "grape.4",
  "blue.5",
  "ink.5",
  "teal.7",
  "coral.7",
  "lime.6",
  "cyan.6",
  "orange.6",
];

const chartHeight = 280;

/** The look the three trends share: months along the bottom, a legend below, horizontal grid lines. */
const trendLook = {
  h: chartHeight,
  dataKey: "month",
  withLegend: true,
  gridAxis: "y",
  tickLine: "none",
} as const;

/**
 * One trend's card: its chart once its data is there, until then a placeholder of the chart's
 * height (the chart itself keeps it while the charting library arrives), so nothing moves.
 */
function TrendCard<Data>({
  title,
  hint,
  data,
  chart,
}: {
  title: string;
  hint?: string;
  data: Data | undefined;
  chart: (data: Data) => ReactNode;
}) {
  return (
    <ChartCard title={title} hint={hint}>
      {data ? (
        <ChartSlot height={chartHeight}>{chart(data)}</ChartSlot>
      ) : (
        <ChartPlaceholder height={chartHeight} />
      )}
    </ChartCard>
  );
}

/**
 * The three charts of admin.md §2: sites created per introduced company, plan-wise introduction
 * trend, MRR/ARR trend. The cards and their titles show at once.
 */
export function TrendCharts(props: {
  userSite: UserSiteData | undefined;
  adoption: AdoptionByPlan | undefined;
  revenue: RevenueData | undefined;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <TrendCard
        title={t("dashboard.charts.revenueTrend")}
        data={props.revenue}
        chart={(revenue) => <RevenueChart revenue={revenue} />}
      />
      <TrendCard
        title={t("dashboard.charts.planTrend")}
        hint={t("dashboard.charts.planTrendHint")}
        data={props.adoption}
        chart={(adoption) => <PlanChart adoption={adoption} />}
      />
      <TrendCard
        title={t("dashboard.charts.sitesPerCompany")}
        data={props.userSite}
        chart={(userSite) => <SitesChart userSite={userSite} />}
      />
    </SimpleGrid>
  );
}

function RevenueChart({ revenue }: { revenue: RevenueData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = revenue.months.map((row) => ({
    month: monthLabel(row.month),
    mrr: tenThousandYen(row.mrr),
    arr: hundredMillionYen(row.arr),
  }));
  return (
    <CompositeChart
      {...trendLook}
      data={data}
      legendProps={{ verticalAlign: "bottom", height: 40 }}
      withRightYAxis
      // MRR in 万円 reads well with one decimal; ARR in 億円 needs more below 1.
      valueFormatter={(value) => {
        const size = Math.abs(value);
        return formatNumber(value, locale, size >= 1 ? 1 : size >= 0.01 || size === 0 ? 2 : 4);
      }}
      rightYAxisProps={{
        tickFormatter: (value: number) =>
          new Intl.NumberFormat(locale, { maximumSignificantDigits: 2 }).format(value),
      }}
      series={[
        { name: "mrr", label: t("dashboard.charts.mrrLine"), color: "ink.6", type: "bar" },
        {
          name: "arr",
          label: t("dashboard.charts.arrLine"),
          color: "coral.6",
          type: "line",
          yAxisId: "right",
        },
      ]}
      maxBarWidth={22}
    />
  );
}

function PlanChart({ adoption }: { adoption: AdoptionByPlan }) {
  const locale = useLocale();
  const plans = adoption.plans.map((plan, index) => ({
    name: plan.id,
    label: plan.name,
    color: planColours[index % planColours.length]!,
  }));
  const data = adoption.months.map((row) => ({
    month: monthLabel(row.month),
    ...Object.fromEntries(row.plans.map((plan) => [plan.planId, plan.accounts])),
  }));
  return (
    <BarChart
      {...trendLook}
      data={data}
      type="stacked"
      legendProps={{ verticalAlign: "bottom", height: 56 }}
      valueFormatter={(value) => formatNumber(value, locale)}
      yAxisProps={{ allowDecimals: false }}
      series={plans}
      maxBarWidth={22}
    />
  );
}

function SitesChart({ userSite }: { userSite: UserSiteData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = userSite.months.map((row) => ({
    month: monthLabel(row.month),
    sitesCreated: row.sitesCreated,
    companiesIntroduced: row.companiesIntroduced,
    sitesPerCompany: row.sitesPerCompany ?? 0,
  }));
  return (
    <CompositeChart
      {...trendLook}
      data={data}
      legendProps={{ verticalAlign: "bottom", height: 56 }}
      withRightYAxis
      yAxisProps={{ allowDecimals: false }}
      valueFormatter={(value) => formatNumber(value, locale, Number.isInteger(value) ? 0 : 2)}
      series={[
        { name: "sitesCreated", label: t("dashboard.charts.sitesCreated"), color: "ink.4", type: "bar" },
        {
          name: "companiesIntroduced",
          label: t("dashboard.charts.companiesIntroduced"),
          color: "teal.5",
          type: "bar",
        },
        {
          name: "sitesPerCompany",
          label: t("dashboard.charts.sitesPerCompanyLine"),
          color: "coral.6",
          type: "line",
          yAxisId: "right",
        },
      ]}
      maxBarWidth={14}
    />
  );
}
