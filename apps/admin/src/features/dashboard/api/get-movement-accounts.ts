import type { MovementAccounts } from "@mekuri/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** The accounts behind one month's MRR movements. */
export function getMovementAccounts(month: string): Promise<MovementAccounts> {
  return api.get<MovementAccounts>("/dashboard/revenue/movements", { query: { month } });
}

export function movementAccountsQueryOptions(month: string) {
  return queryOptions({
    queryKey: ["dashboard", "movements", month],
    queryFn: () => getMovementAccounts(month),
  });
}

export function useMovementAccounts(month: string | null) {
  return useQuery({ ...movementAccountsQueryOptions(month ?? ""), enabled: month !== null });
}
