import type { UserPlan } from "@mekuri/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { plansQueryKey } from "./get-plans";

export function getUserPlan(id?: string): Promise<UserPlan> {
  return api.get<UserPlan>("/user-plan", { query: { id } });
}

export function useUserPlan(id?: string) {
  return useQuery({ queryKey: [...plansQueryKey, "user", id ?? "own"], queryFn: () => getUserPlan(id) });
}
