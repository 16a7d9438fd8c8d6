import type { previewRevokeBody } from "@mekuri/domain";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";

export type RevokePreviewShareBody = z.input<typeof previewRevokeBody>;

/**
 * Ends the open preview sessions of the listed addresses (they stay invited) and, with
 * `resendAll`, mails every invitation again.
 */
export function revokePreviewShare(
  siteId: string,
  body: RevokePreviewShareBody,
): Promise<{ message: string }> {
  return api.put<{ message: string }>(`/preview/site/${siteId}/share/revoke`, body);
}

export function useRevokePreviewShare(siteId: string) {
  return useMutation({ mutationFn: (body: RevokePreviewShareBody) => revokePreviewShare(siteId, body) });
}
