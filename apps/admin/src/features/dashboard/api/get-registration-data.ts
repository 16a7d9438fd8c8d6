import type { RegistrationData } from "@mekuri/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type DashboardRange, dashboardKey } from "./dashboard-range";

export function getRegistrationData(range: DashboardRange): Promise<RegistrationData> {
  return api.get<RegistrationData>("/dashboard/registration-data", {
    query: { ...range },
    toastErrors: false,
  });
}

export function registrationDataQueryOptions(range: DashboardRange) {
  return queryOptions({
    queryKey: dashboardKey("registration-data", range),
    queryFn: () => getRegistrationData(range),
    placeholderData: keepPreviousData,
  });
}

export function useRegistrationData(range: DashboardRange) {
  return useQuery(registrationDataQueryOptions(range));
}
