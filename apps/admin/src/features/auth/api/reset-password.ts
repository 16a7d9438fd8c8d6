import type { MessageResponse, ResetPasswordBody } from "@mekuri/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return api.post<MessageResponse>("/auth/reset-password", body, { auth: "none", toastErrors: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
