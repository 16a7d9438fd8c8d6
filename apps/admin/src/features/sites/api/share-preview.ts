import type { PreviewShareBody, PreviewShareInfo } from "@mekuri/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { previewShareQueryKey } from "./get-preview-share";

export interface SharePreviewAnswer {
  message: string;
  share: PreviewShareInfo;
}

/** Saves the private flag and passcode and invites the addresses; only new ones are mailed. */
export function sharePreview(siteId: string, body: PreviewShareBody): Promise<SharePreviewAnswer> {
  // The form puts the server's field errors on its inputs and toasts the rest itself.
  return api.post<SharePreviewAnswer>(`/preview/site/${siteId}/share`, body, { toastErrors: false });
}

export function useSharePreview(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreviewShareBody) => sharePreview(siteId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: previewShareQueryKey(siteId) }),
  });
}
