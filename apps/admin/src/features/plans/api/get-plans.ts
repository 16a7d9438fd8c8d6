import type { PlanList, PlanListQuery, PlanPage } from "@mekuri/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const plansQueryKey = ["plans"] as const;

export function getPlanPage(filters: Partial<PlanListQuery>): Promise<PlanPage> {
  return api.get<PlanPage>("/master/plan", { query: filters });
}

export function usePlanPage(filters: Partial<PlanListQuery>) {
  return useQuery({
    queryKey: [...plansQueryKey, "page", filters],
    queryFn: () => getPlanPage(filters),
    placeholderData: keepPreviousData,
  });
}

/** The price list any operator may compare (plan confirmation). */
export function usePlanList() {
  return useQuery({ queryKey: [...plansQueryKey, "list"], queryFn: () => api.get<PlanList>("/plan") });
}
