import type { MessageResponse } from "@mekuri/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { session } from "@/lib/session";

/** Revokes the session on the server (with the refresh token); nothing to do without one. */
export async function logout(): Promise<MessageResponse | null> {
  if (!session.getTokens()) return null;
  return api.post<MessageResponse>("/auth/logout", undefined, { auth: "refresh", toastErrors: false });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Logging out locally must not depend on the server answering.
    onSettled: () => {
      session.clear();
      queryClient.clear();
    },
  });
}
