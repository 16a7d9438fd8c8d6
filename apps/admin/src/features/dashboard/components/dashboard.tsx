import { Card, Skeleton, Stack, Text } from "@mantine/core";
import { defaultMonthRange, isMonth, type MonthRange } from "@mekuri/domain";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useCurrentUser } from "@/features/shell";
import { isApiError } from "@/lib/api-error";
import { useAdoptionByPlan } from "../api/get-adoption-by-plan";
import { useRegistrationData } from "../api/get-registration-data";
import { useRevenue } from "../api/get-revenue";
import { useUserSite } from "../api/get-user-site";
import { InlineLoadFailed } from "./inline-load-failed";
import { prefetchCharts } from "./lazy-charts";
import { MovementsSection } from "./movements-section";
import { type FieldErrors, RangeFilter } from "./range-filter";
import { SummaryCards } from "./summary-cards";
import { TrendCharts } from "./trend-charts";

/** The range in the address (`?start=YYYY-MM&end=YYYY-MM`), so a view can be shared; else the last twelve months. */
function useRange(): [MonthRange, (range: MonthRange) => void] {
  const [params, setParams] = useSearchParams();
  const start = params.get("start");
  const end = params.get("end");
  const range = useMemo(
    () => (start && end && isMonth(start) && isMonth(end) ? { start, end } : defaultMonthRange(Date.now())),
    [start, end],
  );
  return [range, (next) => setParams({ start: next.start, end: next.end })];
}

/** The summary dashboard (admin.md §2): cards, three charts and the MRR movements of the caller's tree. */
export function Dashboard() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [range, setRange] = useRange();
  const asked = { startMonth: range.start, endMonth: range.end };
  const cards = useRegistrationData(asked);
  const userSite = useUserSite(asked);
  const adoption = useAdoptionByPlan(asked);
  const revenue = useRevenue(asked);

  const serverErrors = useMemo<FieldErrors | undefined>(() => {
    if (!isApiError(cards.error)) return undefined;
    const byField: FieldErrors = {};
    for (const issue of cards.error.fields) {
      if (issue.path === "startMonth") byField.start = issue.message;
      if (issue.path === "endMonth") byField.end = issue.message;
    }
    return byField;
  }, [cards.error]);
  // The charting library comes after the figures: they never wait for it, and it is usually there
  // before the charts' own data.
  const figuresShown = cards.data !== undefined;
  useEffect(() => {
    if (figuresShown) prefetchCharts();
  }, [figuresShown]);
  const failed = [cards, userSite, adoption, revenue].find(
    (query) => query.isError && !serverErrors?.start && !serverErrors?.end,
  );

  return (
    <Stack gap="lg">
      <Card padding="md">
        <RangeFilter range={range} onApply={setRange} serverErrors={serverErrors} />
        <Text size="xs" c="gray.7" mt="sm">
          {user.account.kind === "master"
            ? t("dashboard.scopeMaster")
            : t("dashboard.scopeTree", { company: user.account.companyName })}
        </Text>
      </Card>
      {failed ? <InlineLoadFailed onRetry={() => failed.refetch()} /> : null}
      {cards.data ? <SummaryCards data={cards.data} /> : <Skeleton h={120} />}
      <TrendCharts userSite={userSite.data} adoption={adoption.data} revenue={revenue.data} />
      {revenue.data ? <MovementsSection revenue={revenue.data} /> : null}
    </Stack>
  );
}
