import type { SiteDocument } from "@mekuri/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { analysisQueryKey } from "./keys";

/**
 * The site's document, for what the analysis answers do not carry: its languages (the language
 * filter) and each page's creative (under the tap heatmap).
 */
export function getSiteCreatives(siteId: string) {
  return api.get<SiteDocument>(`/site/${encodeURIComponent(siteId)}`, { toastErrors: false });
}

export function useSiteCreatives(siteId: string | undefined) {
  return useQuery({
    queryKey: [...analysisQueryKey, "site", siteId],
    queryFn: () => getSiteCreatives(siteId ?? ""),
    enabled: siteId !== undefined,
    staleTime: 60_000,
  });
}
