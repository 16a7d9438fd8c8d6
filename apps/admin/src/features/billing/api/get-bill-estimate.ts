import type { BillEstimate } from "@mekuri/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { billsQueryKey } from "./get-bills";

export function getBillEstimate(id?: string): Promise<BillEstimate> {
  return api.get<BillEstimate>("/bill/estimate", { query: { id } });
}

export function useBillEstimate(id?: string) {
  return useQuery({
    queryKey: [...billsQueryKey, "estimate", id ?? "own"],
    queryFn: () => getBillEstimate(id),
  });
}
