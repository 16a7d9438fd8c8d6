import type { LpChartResponse } from "@mekuri/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type AnalysisFilters, analysisKey, analysisPath } from "./keys";

/** GET /analysis/site/{id}/lp/chart: the LP figures per JST day. */
export function getLpChart(siteId: string, filters: AnalysisFilters) {
  return api.get<LpChartResponse>(analysisPath(siteId, "lp/chart"), { query: filters, toastErrors: false });
}

export function useLpChart(siteId: string, filters: AnalysisFilters) {
  return useQuery({
    queryKey: analysisKey(siteId, "lp/chart", filters),
    queryFn: () => getLpChart(siteId, filters),
    placeholderData: keepPreviousData,
  });
}
