import type { VerifyTokenBody } from "@mekuri/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface VerifyTokenResult {
  valid: true;
  email: string;
}

export function verifyToken(body: VerifyTokenBody): Promise<VerifyTokenResult> {
  return api.post<VerifyTokenResult>("/auth/verify-token", body, { auth: "none", toastErrors: false });
}

export function verifyTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["auth", "verify-token", token],
    queryFn: () => verifyToken({ token }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** Checks a password-reset token before the form is shown; idle when the token is missing. */
export function useVerifyToken(token: string | null) {
  return useQuery({ ...verifyTokenQueryOptions(token ?? ""), enabled: Boolean(token) });
}
