import type { RankingResponse } from "@mekuri/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { isApiError } from "@/lib/api-error";
import { type AnalysisFilters, analysisKey, analysisPath } from "./keys";

/** GET /analysis/site/{id}/ranking: CV, CTA and popup rankings (sites of 10 pages or more). */
export function getRanking(siteId: string, filters: AnalysisFilters) {
  return api.get<RankingResponse>(analysisPath(siteId, "ranking"), { query: filters, toastErrors: false });
}

export function useRanking(siteId: string, filters: AnalysisFilters) {
  return useQuery({
    queryKey: analysisKey(siteId, "ranking", filters),
    queryFn: () => getRanking(siteId, filters),
    placeholderData: keepPreviousData,
    // A site under 10 pages is refused with 400 every time: asking again changes nothing.
    retry: (count, error) => !(isApiError(error) && error.status === 400) && count < 2,
  });
}
