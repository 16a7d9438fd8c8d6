import type { UpdateUserBody, UserDetail } from "@mekuri/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCurrentUser } from "@/features/shell";
import { api } from "@/lib/api-client";
import { showToast } from "@/lib/notify";
import { familyPath, usersQueryKey } from "./family";

export function updateUser(family: string, id: string, body: UpdateUserBody) {
  return api.put<{ message: string; user: UserDetail }>(`${family}/user/${id}`, body, { toastErrors: false });
}

export function useUpdateUser(id: string) {
  const family = familyPath(useCurrentUser());
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(family, id, body),
    onSuccess: (response) => {
      showToast(response.message, "success");
      return queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}
