import type { SiteDocument } from "@mekuri/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { siteQueryKey } from "./keys";

export function getSite(id: string): Promise<SiteDocument> {
  return api.get<SiteDocument>(`/site/${id}`);
}

export function siteQueryOptions(id: string) {
  // The editor keeps its own copy while editing: no background refetch may overwrite it.
  return queryOptions({
    queryKey: siteQueryKey(id),
    queryFn: () => getSite(id),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useSite(id: string) {
  return useQuery(siteQueryOptions(id));
}
