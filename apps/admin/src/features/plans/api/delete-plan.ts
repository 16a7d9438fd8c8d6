import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { showToast } from "@/lib/notify";
import { plansQueryKey } from "./get-plans";

export function deletePlan(id: string) {
  return api.delete<{ message: string }>(`/master/plan/${id}`);
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: (response) => {
      showToast(response.message, "success");
      return queryClient.invalidateQueries({ queryKey: plansQueryKey });
    },
  });
}
