import type { Plan, PlanBody } from "@mekuri/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { showToast } from "@/lib/notify";
import { plansQueryKey } from "./get-plans";

export function savePlan(id: string | null, body: PlanBody) {
  const options = { toastErrors: false };
  return id
    ? api.put<{ message: string; plan: Plan }>(`/master/plan/${id}`, body, options)
    : api.post<{ message: string; plan: Plan }>("/master/plan", body, options);
}

export function useSavePlan(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanBody) => savePlan(id, body),
    onSuccess: (response) => {
      showToast(response.message, "success");
      return queryClient.invalidateQueries({ queryKey: plansQueryKey });
    },
  });
}
