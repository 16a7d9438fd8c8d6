import { Grid, Skeleton, Stack } from "@mantine/core";
import type { LpSummaryResponse, SiteDocument } from "@mekuri/domain";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFlow } from "../api/get-flow";
import { useLpChart } from "../api/get-lp-chart";
import { usePages } from "../api/get-pages";
import type { AnalysisFilters } from "../api/keys";
import { FunnelCard } from "./funnel-card";
import { GridMap } from "./grid-map";
import { InlineError } from "./inline-error";
import { PageTable } from "./page-table";
import { RankingsCard } from "./rankings-card";
import { SectionCard } from "./section-card";
import { SourcesCard } from "./sources-card";
import { SwipeFlow } from "./swipe-flow";
import { TapHeatmap } from "./tap-heatmap";

// The charting library is only downloaded when a chart is shown.
const DailyChart = lazy(() => import("./daily-chart"));

interface AnalyticsDetailsProps {
  siteId: string;
  filters: AnalysisFilters;
  summary: LpSummaryResponse;
  site: SiteDocument | undefined;
}

/** Everything below the summary: trend, funnel, grid map, flow, heatmap, sources, pages, rankings. */
export function AnalyticsDetails({ siteId, filters, summary, site }: AnalyticsDetailsProps) {
  const { t } = useTranslation();
  const chart = useLpChart(siteId, filters);
  const pages = usePages(siteId, filters);
  const flow = useFlow(siteId, filters);
  const [chosenPage, setChosenPage] = useState<string>();
  const sessions = summary.current.sessions;
  const pageId = chosenPage ?? pages.data?.pages[0]?.pageId;

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <SectionCard title={t("analysis.chart.title")} stretch>
          {chart.error ? (
            <InlineError onRetry={() => void chart.refetch()} />
          ) : chart.data ? (
            <Suspense fallback={<Skeleton h={280} />}>
              <DailyChart chart={chart.data} />
            </Suspense>
          ) : (
            <Skeleton h={280} />
          )}
        </SectionCard>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <FunnelCard funnel={summary.funnel} />
      </Grid.Col>
      {pages.error ? (
        <Grid.Col span={12}>
          <InlineError onRetry={() => void pages.refetch()} />
        </Grid.Col>
      ) : pages.data ? (
        <>
          <Grid.Col span={{ base: 12, md: 6, xl: 5 }}>
            <Stack gap="md">
              <GridMap
                pages={pages.data}
                sessions={sessions}
                selectedPageId={pageId}
                onSelect={setChosenPage}
              />
              <TapHeatmap
                siteId={siteId}
                filters={filters}
                pages={pages.data}
                site={site}
                pageId={pageId}
                onSelect={setChosenPage}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, xl: 7 }}>
            <Stack gap="md">
              {flow.data ? (
                <SwipeFlow flow={flow.data} pages={pages.data} />
              ) : flow.error ? (
                <InlineError onRetry={() => void flow.refetch()} />
              ) : (
                <Skeleton h={320} />
              )}
              <SourcesCard summary={summary} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={12}>
            <PageTable pages={pages.data} sessions={sessions} />
          </Grid.Col>
          <Grid.Col span={12}>
            <RankingsCard siteId={siteId} filters={filters} pageCount={pages.data.pages.length} />
          </Grid.Col>
        </>
      ) : (
        <Grid.Col span={12}>
          <Skeleton h={320} />
        </Grid.Col>
      )}
    </Grid>
  );
}
