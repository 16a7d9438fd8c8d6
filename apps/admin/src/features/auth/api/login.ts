import type { LoginBody, LoginResponse } from "@mekuri/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { session } from "@/lib/session";
import { userInfoQueryKey } from "@/lib/user-info";

export function login(body: LoginBody): Promise<LoginResponse> {
  // The form shows a failed login itself (admin.md §8 message), so no toast.
  return api.post<LoginResponse>("/auth/login", body, { auth: "none", toastErrors: false });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      queryClient.clear();
      session.setTokens(response);
      session.setUser(response.user);
      queryClient.setQueryData(userInfoQueryKey, response.user);
    },
  });
}
