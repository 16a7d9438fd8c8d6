import type { RevenueData } from "@mekuri/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type DashboardRange, dashboardKey } from "./dashboard-range";

export function getRevenue(range: DashboardRange): Promise<RevenueData> {
  return api.get<RevenueData>("/dashboard/revenue", { query: { ...range }, toastErrors: false });
}

export function revenueQueryOptions(range: DashboardRange) {
  return queryOptions({
    queryKey: dashboardKey("revenue", range),
    queryFn: () => getRevenue(range),
    placeholderData: keepPreviousData,
  });
}

export function useRevenue(range: DashboardRange) {
  return useQuery(revenueQueryOptions(range));
}
