import type { OutboxLink } from "@mekuri/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The unmasked link of a kept mail; the server hands it only to the master's main contact. */
export function openOutboxLink(mailId: string): Promise<OutboxLink> {
  return api.post<OutboxLink>(`/mail/outbox/${mailId}/link`);
}

export function useOpenOutboxLink() {
  return useMutation({ mutationFn: openOutboxLink });
}
