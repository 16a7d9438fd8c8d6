import type { SiteListResponse } from "@mekuri/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { analysisQueryKey } from "./keys";

/** The sites the operator may analyse (its tree), searched by name for the site picker. */
export function getAnalysisSites(keyword: string) {
  return api.get<SiteListResponse>("/site", { query: { keyword: keyword || undefined, size: 50 } });
}

export function useAnalysisSites(keyword: string) {
  return useQuery({
    queryKey: [...analysisQueryKey, "sites", keyword],
    queryFn: () => getAnalysisSites(keyword),
    placeholderData: keepPreviousData,
  });
}
