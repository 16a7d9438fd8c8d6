import type { FlowResponse } from "@mekuri/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type AnalysisFilters, analysisKey, analysisPath } from "./keys";

/** GET /analysis/site/{id}/flow: page-to-page moves with their direction in the grid. */
export function getFlow(siteId: string, filters: AnalysisFilters) {
  return api.get<FlowResponse>(analysisPath(siteId, "flow"), { query: filters, toastErrors: false });
}

export function useFlow(siteId: string, filters: AnalysisFilters) {
  return useQuery({
    queryKey: analysisKey(siteId, "flow", filters),
    queryFn: () => getFlow(siteId, filters),
    placeholderData: keepPreviousData,
  });
}
