import { Center, Loader, Stack, Text } from "@mantine/core";
import { rankingAvailable, type SiteLanguage } from "@mekuri/domain";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PlanLock } from "@/components/plan-lock";
import { useCurrentUser } from "@/features/shell";
import { isApiError } from "@/lib/api-error";
import { useAnalysisAccess } from "../api/get-analysis-access";
import { useAnalysisSites } from "../api/get-analysis-sites";
import { useLpSummary } from "../api/get-lp-summary";
import { useSiteCreatives } from "../api/get-site-creatives";
import { useAnalysisFilters } from "../hooks/use-analysis-filters";
import { AnalysisFilters } from "./analysis-filters";
import { AnalyticsDetails } from "./analytics-details";
import { ChooseSite, NoSites, NoTraffic } from "./analytics-empty";
import { ExportButtons } from "./export-buttons";
import { InlineError } from "./inline-error";
import { SummaryCards } from "./summary-cards";

/**
 * admin.md §2 "Swipe analytics" of one site: filters, the LP summary against the previous period,
 * then the details. The server decides the plan lock (403 PLAN_LIMIT), so the screen can never
 * promise what the calls refuse.
 */
export function AnalyticsScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [now] = useState(() => new Date());
  const selection = useAnalysisFilters(now);
  const { siteId, period, lang, device, filters, update } = selection;
  const sites = useAnalysisSites("");
  const site = useSiteCreatives(siteId);
  const summary = useLpSummary(siteId, filters);
  const access = useAnalysisAccess(true);

  // Opened from the navigation: the first site of the operator's list, as the site list shows it.
  const firstSite = sites.data?.items[0]?.id;
  useEffect(() => {
    if (!siteId && firstSite) update({ siteId: firstSite });
  }, [siteId, firstSite, update]);

  const languages: readonly SiteLanguage[] = site.data?.languages ?? [];
  // A link may carry a language the chosen site does not have: all languages instead of a refusal.
  const foreignLanguage = site.data !== undefined && lang !== undefined && !languages.includes(lang);
  useEffect(() => {
    if (foreignLanguage) update({ lang: undefined });
  }, [foreignLanguage, update]);
  // Per site, from the site's LP call (decision 050); with no site chosen, from the operator's reach (133).
  const locked =
    (isApiError(summary.error) && summary.error.code === "PLAN_LIMIT") || (!siteId && access.data?.locked);
  const canExport = siteId !== undefined && summary.data !== undefined;

  let body: ReactNode;
  if (locked) {
    body = (
      <Stack gap="xs" data-testid="analytics-lock">
        <PlanLock flag="analyticsEffect" />
        <Text size="sm" c="dimmed">
          {t("analysis.lock.description")}
        </Text>
      </Stack>
    );
  } else if (!siteId) {
    body =
      sites.data && sites.data.total === 0 ? <NoSites siteListPath={siteListPath(user)} /> : <ChooseSite />;
  } else if (summary.error) {
    body = <InlineError onRetry={() => void summary.refetch()} />;
  } else if (!summary.data) {
    body = (
      <Center py={80}>
        <Loader />
      </Center>
    );
  } else {
    const data = summary.data;
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("analysis.comparedWith", data.previousPeriod)}
        </Text>
        <SummaryCards current={data.current} previous={data.previous} />
        {data.current.sessions === 0 ? (
          <NoTraffic published={site.data?.status === "PUBLISH"} />
        ) : (
          <AnalyticsDetails key={siteId} siteId={siteId} filters={filters} summary={data} site={site.data} />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <AnalysisFilters
        now={now}
        siteId={siteId}
        siteName={site.data?.name}
        languages={languages}
        period={period}
        lang={lang}
        device={device}
        onSite={(id) => update({ siteId: id, lang: undefined })}
        onPeriod={(next) => update({ from: next.from, to: next.to })}
        onLang={(next) => update({ lang: next })}
        onDevice={(next) => update({ device: next })}
        actions={
          canExport ? (
            <ExportButtons
              siteId={siteId}
              filters={filters}
              period={period}
              canRank={site.data ? rankingAvailable(site.data.pages.length) : true}
            />
          ) : null
        }
      />
      {body}
    </Stack>
  );
}

function siteListPath(user: { userTypeId: string; navigation: string[] }): string | undefined {
  return user.navigation.includes("site-list") ? `/${user.userTypeId}/site-list` : undefined;
}
