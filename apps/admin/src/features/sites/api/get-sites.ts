import type { SiteListQuery, SiteListResponse } from "@mekuri/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { sitesQueryKey } from "./keys";

export type SiteListFilters = Partial<SiteListQuery>;

export function getSites(filters: SiteListFilters): Promise<SiteListResponse> {
  return api.get<SiteListResponse>("/site", { query: filters });
}

export function sitesQueryOptions(filters: SiteListFilters) {
  return queryOptions({
    queryKey: [...sitesQueryKey, "list", filters],
    queryFn: () => getSites(filters),
    placeholderData: keepPreviousData,
  });
}

export function useSites(filters: SiteListFilters) {
  return useQuery(sitesQueryOptions(filters));
}
