import type { PreviewTokenResponse } from "@mekuri/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { SiteRef } from "./get-site-url";
import { sitesQueryKey } from "./keys";

export type PreviewTarget = SiteRef;

/**
 * The viewer's preview route on the site's own origin with a short-lived operator token. The token
 * travels in the URL fragment, which is never sent to a server or written to a log. Without the
 * site's address at hand, the console's own /site/{id}/preview is used: the server redirects it to
 * the site's origin and the browser keeps the fragment.
 */
export async function getPreviewUrl(target: PreviewTarget): Promise<string> {
  const answer = await api.post<PreviewTokenResponse & { url?: string }>(`/preview/site/${target.id}/token`);
  const path = `/site/${target.id}/preview`;
  const base = answer.url ?? (target.siteUrl ? `${new URL(target.siteUrl).origin}${path}` : path);
  return `${base}#token=${encodeURIComponent(answer.token)}`;
}

export function usePreviewUrl(target: PreviewTarget | null, version: string | undefined) {
  return useQuery({
    // A new saved version asks again, so the frame shows what was just saved.
    queryKey: [...sitesQueryKey, "preview", target?.id, version],
    queryFn: () => getPreviewUrl(target as PreviewTarget),
    enabled: target !== null,
    staleTime: 5 * 60_000,
    gcTime: 0,
  });
}
