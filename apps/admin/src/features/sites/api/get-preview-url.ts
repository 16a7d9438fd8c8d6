import type { PreviewTokenResponse } from "@mekuri/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { SiteRef } from "./get-site-url";
import { sitesQueryKey } from "./keys";

export type PreviewTarget = SiteRef;

/**
 * The preview page, which only the site's default origin serves: never a custom domain. The list
 * gives that origin as the site's address (`…/sites/{id}`) unless a custom domain is set; otherwise
 * the console's own /site/{id}/preview is used, which the server redirects to the default origin
 * (the browser keeps the fragment across the redirect).
 */
export function previewPageUrl(target: PreviewTarget): string {
  const path = `/site/${target.id}/preview`;
  const siteUrl = target.siteUrl ? new URL(target.siteUrl) : undefined;
  const defaultOrigin = siteUrl?.pathname.startsWith(`/sites/${target.id}`) ? siteUrl.origin : undefined;
  return `${defaultOrigin ?? window.location.origin}${path}`;
}

/**
 * The preview page with a short-lived operator token. The token travels in the URL fragment, which
 * is never sent to a server or written to a log.
 */
export async function getPreviewUrl(target: PreviewTarget): Promise<string> {
  const answer = await api.post<PreviewTokenResponse>(`/preview/site/${target.id}/token`);
  return `${previewPageUrl(target)}#token=${encodeURIComponent(answer.token)}`;
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
