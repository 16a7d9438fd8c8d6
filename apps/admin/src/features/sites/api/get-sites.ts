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

export type SiteListFilters = Partial<Omit<SiteListQuery, "withTotal" | "after" | "before">>;

/** The list's total is the same on every page of one filter set; it is kept under these keys. */
const totalQueryKey = (filters: SiteListFilters) => {
  const { page: _page, size: _size, ...rest } = filters;
  return [...sitesQueryKey, "total", rest] as const;
};

/**
 * Paging one step from a page already shown reads on from its edge (decision 120): the server seeks
 * in its index instead of skipping every row in front, which is what made deep pages slow.
 */
function neighbourCursor(
  queryClient: QueryClient,
  filters: SiteListFilters,
): { after?: string; before?: string } {
  const page = filters.page ?? 1;
  const shown = (neighbour: number) =>
    neighbour < 1
      ? undefined
      : queryClient.getQueryData<SiteListResponse>([
          ...sitesQueryKey,
          "list",
          { ...filters, page: neighbour },
        ]);
  const previous = shown(page - 1)?.nextCursor;
  if (previous) return { after: previous };
  const next = shown(page + 1)?.previousCursor;
  return next ? { before: next } : {};
}

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
    query: {
      ...filters,
      ...neighbourCursor(queryClient, filters),
      ...(known === undefined ? {} : { withTotal: "false" }),
    },
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
