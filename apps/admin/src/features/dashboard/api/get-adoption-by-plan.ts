import type { AdoptionByPlan } from "@mekuri/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type DashboardRange, dashboardKey } from "./dashboard-range";

export function getAdoptionByPlan(range: DashboardRange): Promise<AdoptionByPlan> {
  return api.get<AdoptionByPlan>("/dashboard/adoption-by-plan", { query: { ...range }, toastErrors: false });
}

export function adoptionByPlanQueryOptions(range: DashboardRange) {
  return queryOptions({
    queryKey: dashboardKey("adoption-by-plan", range),
    queryFn: () => getAdoptionByPlan(range),
    placeholderData: keepPreviousData,
  });
}

export function useAdoptionByPlan(range: DashboardRange) {
  return useQuery(adoptionByPlanQueryOptions(range));
}
