import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { showToast } from "@/lib/notify";
import { adminsQueryKey } from "./admins";

export function deleteAdmin(id: string) {
  return api.delete<{ message: string }>(`/sub-admin/${id}`);
}

export function useDeleteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdmin,
    onSuccess: (response) => {
      showToast(response.message, "success");
      return queryClient.invalidateQueries({ queryKey: adminsQueryKey });
    },
  });
}
