import type { PublishSiteBody } from "@mekuri/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { sitesQueryKey } from "./keys";

export function publishSite(id: string, body: PublishSiteBody): Promise<unknown> {
  return api.put<unknown>(`/site/${id}/publish`, body, { toastErrors: false });
}

export function usePublishSite(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishSiteBody) => publishSite(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sitesQueryKey }),
  });
}
