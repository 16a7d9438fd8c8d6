import type { SiteListQuery, SiteListResponse } from "@mekuri/domain";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { sitesQueryKey } from "./keys";

export type SiteListFilters = Partial<Omit<SiteListQuery, "withTotal">>;

/** The list's total is the same on every page of one filter set; it is kept under these keys. */
const totalQueryKey = (filters: SiteListFilters) => {
  const { page: _page, size: _size, ...rest } = filters;
  return [...sitesQueryKey, "total", rest] as const;
};

/**
 * A page of the list. The server counts the matching sites only when the filters changed (or a
 * change to the sites invalidated the kept total), since the count is most of the request's cost.
 */
async function getSitesPage(
  queryClient: QueryClient,
  filters: SiteListFilters,
): Promise<SiteListResponse & { total: number }> {
  const key = totalQueryKey(filters);
  const kept = queryClient.getQueryState<number>(key);
  const known = kept?.data !== undefined && !kept.isInvalidated ? kept.data : undefined;
  const answer = await api.get<SiteListResponse>("/site", {
    query: known === undefined ? filters : { ...filters, withTotal: "false" },
  });
  const total = answer.total ?? known ?? 0;
  queryClient.setQueryData(key, total);
  return { ...answer, total };
}

export function sitesQueryOptions(queryClient: QueryClient, filters: SiteListFilters) {
  return queryOptions({
    queryKey: [...sitesQueryKey, "list", filters],
    queryFn: () => getSitesPage(queryClient, filters),
    placeholderData: keepPreviousData,
  });
}

export function useSites(filters: SiteListFilters) {
  return useQuery(sitesQueryOptions(useQueryClient(), filters));
}
