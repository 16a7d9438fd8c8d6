import type { ContractHistoryPage } from "@mekuri/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { usersQueryKey } from "./family";

export function getUserHistory(id: string): Promise<ContractHistoryPage> {
  return api.get<ContractHistoryPage>(`/user-history/${id}`, { query: { limit: 100 } });
}

export function useUserHistory(id: string) {
  return useQuery({ queryKey: [...usersQueryKey, "history", id], queryFn: () => getUserHistory(id) });
}
