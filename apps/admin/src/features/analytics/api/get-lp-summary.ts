import type { LpSummaryResponse } from "@mekuri/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type AnalysisFilters, analysisKey, analysisPath } from "./keys";

/** GET /analysis/site/{id}/lp: the summary, the previous period, the funnel, sources and devices. */
export function getLpSummary(siteId: string, filters: AnalysisFilters) {
  // The screen shows a refusal (plan lock, bad filter) where it belongs instead of a toast.
  return api.get<LpSummaryResponse>(analysisPath(siteId, "lp"), { query: filters, toastErrors: false });
}

export function useLpSummary(siteId: string | undefined, filters: AnalysisFilters) {
  return useQuery({
    queryKey: analysisKey(siteId ?? "", "lp", filters),
    queryFn: () => getLpSummary(siteId ?? "", filters),
    enabled: siteId !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
