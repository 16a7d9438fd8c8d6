import type { ContractActionBody } from "@mekuri/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCurrentUser } from "@/features/shell";
import { api } from "@/lib/api-client";
import { showToast } from "@/lib/notify";
import { familyPath, usersQueryKey } from "./family";

export function changeContract(family: string, id: string, action: ContractActionBody["action"]) {
  return api.put<{ message: string }>(`${family}/user/${id}/status`, { action });
}

export function useChangeContract(id: string) {
  const family = familyPath(useCurrentUser());
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ContractActionBody["action"]) => changeContract(family, id, action),
    onSuccess: (response) => {
      showToast(response.message, "success");
      return queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}
