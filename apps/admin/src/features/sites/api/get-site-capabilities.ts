import {
  type PlanCapabilities,
  planCapabilities,
  type UserPlan,
  unlimitedCapabilities,
} from "@mekuri/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCurrentUser } from "@/features/shell";
import { api } from "@/lib/api-client";
import { sitesQueryKey } from "./keys";

export function getAccountCapabilities(accountId: string): Promise<PlanCapabilities> {
  return api
    .get<UserPlan>("/user-plan", { query: { id: accountId } })
    .then((answer) => planCapabilities(answer.current));
}

/**
 * What the plan of the account owning a site allows (packages/domain planCapabilities), to lock and
 * explain in the builder. The platform's own account has no plan and no limits. Without the right
 * to read plans the builder locks nothing and the server's refusal explains instead.
 */
export function useSiteCapabilities(accountId: string | undefined) {
  const user = useCurrentUser();
  const platform = user.account.kind === "master" && accountId === user.account.id;
  const canRead = user.permissions.includes("plans:view");
  return useQuery({
    queryKey: [...sitesQueryKey, "capabilities", accountId],
    queryFn: (): Promise<PlanCapabilities> =>
      platform || !canRead ? Promise.resolve(unlimitedCapabilities) : getAccountCapabilities(accountId ?? ""),
    enabled: accountId !== undefined,
    // Choosing another owner on the create form keeps the form on screen while its plan loads.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
