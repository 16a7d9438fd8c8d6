import type { AnalysisAccessResponse } from "@mekuri/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { analysisQueryKey } from "./keys";

/** GET /analysis/access: whether the navigation shows swipe analytics under the plan lock. */
export function getAnalysisAccess() {
  return api.get<AnalysisAccessResponse>("/analysis/access", { toastErrors: false });
}

export function useAnalysisAccess(enabled: boolean) {
  return useQuery({
    queryKey: [...analysisQueryKey, "access"],
    queryFn: getAnalysisAccess,
    enabled,
    // A plan changes rarely: once per console session is enough, and a failed answer shows no lock.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
