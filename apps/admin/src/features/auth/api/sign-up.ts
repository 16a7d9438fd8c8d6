import type { LoginResponse, MessageResponse, SignUpBody } from "@mekuri/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { session } from "@/lib/session";
import { userInfoQueryKey } from "@/lib/user-info";

/** Decision 057: the answer is the same for every address; the mailed link makes the account. */
export function signUp(body: SignUpBody): Promise<MessageResponse> {
  return api.post<MessageResponse>("/auth/sign-up", body, { auth: "none", toastErrors: false });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

export type SignUpSession = LoginResponse & { message: string };

/** Opens the mailed link: the trial account is made and its login starts a session, as a login does. */
export function verifySignUp(token: string): Promise<SignUpSession> {
  return api.post<SignUpSession>("/auth/sign-up/verify", { token }, { auth: "none", toastErrors: false });
}

export function useVerifySignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySignUp,
    onSuccess: (response) => {
      queryClient.clear();
      session.setTokens(response);
      session.setUser(response.user);
      queryClient.setQueryData(userInfoQueryKey, response.user);
    },
  });
}
