import "@mantine/charts/styles.css";
import { BarChart, CompositeChart } from "@mantine/charts";
import { SimpleGrid } from "@mantine/core";
import type { AdoptionByPlan, RevenueData, UserSiteData } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { useLocale } from "@/lib/i18n";
import { formatNumber, hundredMillionYen, monthLabel, tenThousandYen } from "../lib/format";
import { ChartCard } from "./chart-card";

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

/**
 * The three charts of admin.md §2: sites created per introduced company, plan-wise introduction
 * trend, MRR/ARR trend. This module holds the charting library: the dashboard loads it lazily, so
 * no other console route pays for it.
 */
export default function TrendCharts(props: {
  userSite: UserSiteData;
  adoption: AdoptionByPlan;
  revenue: RevenueData;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = (value: number) => formatNumber(value, locale);

  const sites = props.userSite.months.map((row) => ({
    month: monthLabel(row.month),
    sitesCreated: row.sitesCreated,
    companiesIntroduced: row.companiesIntroduced,
    sitesPerCompany: row.sitesPerCompany ?? 0,
  }));
  const plans = props.adoption.plans.map((plan, index) => ({
    name: plan.id,
    label: plan.name,
    color: planColours[index % planColours.length]!,
  }));
  const adoption = props.adoption.months.map((row) => ({
    month: monthLabel(row.month),
    ...Object.fromEntries(row.plans.map((plan) => [plan.planId, plan.accounts])),
  }));
  const revenue = props.revenue.months.map((row) => ({
    month: monthLabel(row.month),
    mrr: tenThousandYen(row.mrr),
    arr: hundredMillionYen(row.arr),
  }));

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartCard title={t("dashboard.charts.revenueTrend")}>
        <CompositeChart
          h={280}
          data={revenue}
          dataKey="month"
          withLegend
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
          gridAxis="y"
          tickLine="none"
        />
      </ChartCard>
      <ChartCard title={t("dashboard.charts.planTrend")} hint={t("dashboard.charts.planTrendHint")}>
        <BarChart
          h={280}
          data={adoption}
          dataKey="month"
          type="stacked"
          withLegend
          legendProps={{ verticalAlign: "bottom", height: 56 }}
          valueFormatter={count}
          yAxisProps={{ allowDecimals: false }}
          series={plans}
          maxBarWidth={22}
          gridAxis="y"
          tickLine="none"
        />
      </ChartCard>
      <ChartCard title={t("dashboard.charts.sitesPerCompany")}>
        <CompositeChart
          h={280}
          data={sites}
          dataKey="month"
          withLegend
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
          gridAxis="y"
          tickLine="none"
        />
      </ChartCard>
    </SimpleGrid>
  );
}
