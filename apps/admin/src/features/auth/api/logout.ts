import type { MessageResponse } from "@mekuri/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { session } from "@/lib/session";

/** Ends the session on the server, which revokes the refresh cookie's family and deletes the cookie. */
export async function logout(): Promise<MessageResponse | null> {
  if (!session.getTokens() && !session.mayRestore()) return null;
  return api.delete<MessageResponse>("/auth/refresh-token", { auth: "refresh", toastErrors: false });
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
