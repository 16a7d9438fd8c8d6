import type { AdminBody, AdminItem } from "@mekuri/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { showToast } from "@/lib/notify";
import { adminsQueryKey } from "./admins";

/** A new admin's answer carries its one-time password; an edit's does not. */
type SaveAdminResponse = { message: string; admin: AdminItem; temporaryPassword?: string };

export function saveAdmin(id: string | null, body: AdminBody): Promise<SaveAdminResponse> {
  const options = { toastErrors: false };
  return id
    ? api.put<SaveAdminResponse>(`/sub-admin/${id}`, body, options)
    : api.post<SaveAdminResponse>("/sub-admin", body, options);
}

export function useSaveAdmin(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminBody) => saveAdmin(id, body),
    onSuccess: (response) => {
      showToast(response.message, "success");
      return queryClient.invalidateQueries({ queryKey: adminsQueryKey });
    },
  });
}
