import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { previewShareQueryKey } from "./get-preview-share";
import type { SharePreviewAnswer } from "./share-preview";

/** Removes invited addresses: their preview sessions stop at once. */
export function deletePreviewShareEmails(siteId: string, emails: string[]): Promise<SharePreviewAnswer> {
  return apiRequest<SharePreviewAnswer>(`/preview/site/${siteId}/share/emails`, {
    method: "DELETE",
    body: { emails },
  });
}

export function useDeletePreviewShareEmails(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) => deletePreviewShareEmails(siteId, emails),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: previewShareQueryKey(siteId) }),
  });
}
