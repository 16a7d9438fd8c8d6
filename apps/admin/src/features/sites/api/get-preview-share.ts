import type { PreviewShareInfo, PreviewShareStatus } from "@mekuri/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { sitesQueryKey } from "./keys";

export function previewShareQueryKey(siteId: string) {
  return [...sitesQueryKey, "preview-share", siteId] as const;
}

export interface PreviewShare extends PreviewShareInfo {
  /** Whether the site has been shared at all: a share that was never saved reads as not private. */
  shared: boolean;
}

/** The share's settings and invited addresses, with the status that tells a new share from a saved one. */
export async function getPreviewShare(siteId: string): Promise<PreviewShare> {
  const [info, status] = await Promise.all([
    api.get<PreviewShareInfo>(`/preview/site/${siteId}/share`),
    api.get<PreviewShareStatus>(`/preview/site/${siteId}/share/status`),
  ]);
  return { ...info, shared: status.shared };
}

export function usePreviewShare(siteId: string | undefined) {
  return useQuery({
    queryKey: previewShareQueryKey(siteId ?? ""),
    queryFn: () => getPreviewShare(siteId as string),
    enabled: siteId !== undefined,
  });
}
