import type { ChangePasswordBody, LoginResponse } from "@mekuri/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { session } from "@/lib/session";
import { userInfoQueryKey } from "@/lib/user-info";

/** Also the forced first-login change. The answer carries a fresh token pair: other sessions end. */
export function changePassword(body: ChangePasswordBody): Promise<LoginResponse> {
  return api.post<LoginResponse>("/auth/change-password", body, { toastErrors: false });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (response) => {
      session.setTokens(response);
      session.setUser(response.user);
      queryClient.setQueryData(userInfoQueryKey, response.user);
    },
  });
}
