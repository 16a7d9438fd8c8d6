import type { SiteListResponse } from "@mekuri/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { sitesQueryKey } from "./keys";

export interface SiteRef {
  id: string;
  name: string;
  accountId?: string;
  /** The site's public address when the caller knows it (the list does). */
  siteUrl?: string;
}

/**
 * The site's public address (its own origin, or its custom domain), as the list reports it: the
 * console does not know the sites' domain itself.
 */
export async function getSiteUrl(site: SiteRef): Promise<string> {
  if (site.siteUrl) return site.siteUrl;
  const page = await api.get<SiteListResponse>("/site", {
    query: { keyword: site.name.slice(0, 100), accountId: site.accountId, size: 100 },
  });
  const found = page.items.find((item) => item.id === site.id);
  if (!found) throw new Error("The site is not in the list");
  return found.siteUrl;
}

export function useSiteUrl(site: SiteRef | undefined) {
  return useQuery({
    queryKey: [...sitesQueryKey, "url", site?.id, site?.name],
    queryFn: () => getSiteUrl(site as SiteRef),
    enabled: site !== undefined,
    staleTime: 60_000,
  });
}
