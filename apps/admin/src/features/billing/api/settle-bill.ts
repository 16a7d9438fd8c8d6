import type { PaymentRecord } from "@mekuri/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { showToast } from "@/lib/notify";
import { billsQueryKey } from "./get-bills";

/** The operator's settling actions on a bill: force-complete (admin.md §4) and a transfer received. */
export type BillAction = "force-complete" | "confirm-receipt";

export function settleBill(id: string, action: BillAction) {
  return api.put<{ message: string; payment: PaymentRecord }>(`/bill/${id}/${action}`);
}

/** The server's message is the success toast (§8). */
export function useSettleBill(id: string, action: BillAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => settleBill(id, action),
    onSuccess: (response) => {
      showToast(response.message, "success");
      return queryClient.invalidateQueries({ queryKey: billsQueryKey });
    },
  });
}
