import type { LoginBody, LoginResponse } from "@mekuri/domain";
import { useState } from "react";
import { api } from "@/lib/api-client";
import { session } from "@/lib/session";

export function login(body: LoginBody): Promise<LoginResponse> {
  // The form shows a failed login itself (admin.md §8 message), so no toast.
  return api.post<LoginResponse>("/auth/login", body, { auth: "none", toastErrors: false });
}

interface LoginCallbacks {
  onSuccess: (response: LoginResponse) => void;
  onError: (error: unknown) => void;
}

/**
 * Sends the login and keeps the session. Without the query client: the login page opens on its
 * own, before the console (decision 128); whoever shows the console next seeds its cache.
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const mutate = (body: LoginBody, { onSuccess, onError }: LoginCallbacks) => {
    setPending(true);
    login(body).then(
      (response) => {
        session.setTokens(response);
        session.setUser(response.user);
        setPending(false);
        onSuccess(response);
      },
      (error: unknown) => {
        setPending(false);
        onError(error);
      },
    );
  };
  return { isPending, mutate };
}
