import type { PagesResponse } from "@mekuri/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type AnalysisFilters, analysisKey, analysisPath } from "./keys";

/** GET /analysis/site/{id}/pages: reach, exits, dwell, clicks and conversions per page. */
export function getPages(siteId: string, filters: AnalysisFilters) {
  return api.get<PagesResponse>(analysisPath(siteId, "pages"), { query: filters, toastErrors: false });
}

export function usePages(siteId: string, filters: AnalysisFilters) {
  return useQuery({
    queryKey: analysisKey(siteId, "pages", filters),
    queryFn: () => getPages(siteId, filters),
    placeholderData: keepPreviousData,
  });
}
