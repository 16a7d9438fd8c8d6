import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCurrentUser } from "@/features/shell";
import { api } from "@/lib/api-client";
import { showToast } from "@/lib/notify";
import { familyPath, usersQueryKey } from "./family";

export function deleteUser(family: string, id: string) {
  return api.delete<{ message: string }>(`${family}/user/${id}`);
}

export function useDeleteUser() {
  const family = familyPath(useCurrentUser());
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteUser(family, id),
    onSuccess: (response) => {
      showToast(response.message, "success");
      return queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}
