import type { PlanList } from "@mekuri/domain";
import { useQuery } from "@tanstack/react-query";
import { useCurrentUser } from "@/features/shell";
import { api } from "@/lib/api-client";

/** The plans the caller may give an account: every plan for the master, EP/OEM and trial plans for OEM accounts. */
export function useAssignablePlans() {
  const user = useCurrentUser();
  const path = user.account.kind === "master" ? "/master/plan/all" : "/oem-master/plan";
  return useQuery({
    queryKey: ["plans", "assignable", path],
    queryFn: () => api.get<PlanList>(path),
    enabled: user.account.kind !== "user",
  });
}
