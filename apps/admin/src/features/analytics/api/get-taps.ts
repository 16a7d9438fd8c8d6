import type { TapsResponse } from "@mekuri/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type AnalysisFilters, analysisKey, analysisPath } from "./keys";

/** GET /analysis/site/{id}/taps?page=: taps per cell of the page's 50 × 50 grid. */
export function getTaps(siteId: string, filters: AnalysisFilters, pageId: string) {
  return api.get<TapsResponse>(analysisPath(siteId, "taps"), {
    query: { ...filters, page: pageId },
    toastErrors: false,
  });
}

export function useTaps(siteId: string, filters: AnalysisFilters, pageId: string | undefined) {
  return useQuery({
    queryKey: analysisKey(siteId, "taps", filters, pageId),
    queryFn: () => getTaps(siteId, filters, pageId ?? ""),
    enabled: pageId !== undefined,
    placeholderData: keepPreviousData,
  });
}
