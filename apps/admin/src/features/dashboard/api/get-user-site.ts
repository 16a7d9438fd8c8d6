import type { UserSiteData } from "@mekuri/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type DashboardRange, dashboardKey } from "./dashboard-range";

export function getUserSite(range: DashboardRange): Promise<UserSiteData> {
  return api.get<UserSiteData>("/dashboard/user-site", { query: { ...range }, toastErrors: false });
}

export function userSiteQueryOptions(range: DashboardRange) {
  return queryOptions({
    queryKey: dashboardKey("user-site", range),
    queryFn: () => getUserSite(range),
    placeholderData: keepPreviousData,
  });
}

export function useUserSite(range: DashboardRange) {
  return useQuery(userSiteQueryOptions(range));
}
