import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { showToast } from "@/lib/notify";
import { usersQueryKey } from "./family";

export function changeUserPlan(id: string, planId: string) {
  return api.put<{ message: string; effectiveDate: string }>(`/user-plan/${id}/status`, { planId });
}

export function useChangeUserPlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => changeUserPlan(id, planId),
    onSuccess: (response) => {
      showToast(response.message, "success");
      return queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}
