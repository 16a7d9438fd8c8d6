import type { PaymentRecord } from "@mekuri/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { showToast } from "@/lib/notify";
import { billsQueryKey } from "./get-bills";

export function forceComplete(id: string) {
  return api.put<{ message: string; payment: PaymentRecord }>(`/bill/${id}/force-complete`);
}

/** admin.md §4 Payment: irreversible; the server's message is the success toast (§8). */
export function useForceComplete(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => forceComplete(id),
    onSuccess: (response) => {
      showToast(response.message, "success");
      return queryClient.invalidateQueries({ queryKey: billsQueryKey });
    },
  });
}
