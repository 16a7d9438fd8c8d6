import type { ForgotPasswordBody, MessageResponse } from "@mekuri/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The answer is the same whether or not the address exists. */
export function forgotPassword(body: ForgotPasswordBody): Promise<MessageResponse> {
  return api.post<MessageResponse>("/auth/forgot-password", body, { auth: "none", toastErrors: false });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
