import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { showToast } from "@/lib/notify";
import { adminsQueryKey } from "./admins";

/** The picture goes as the request body; the server checks its real type from its bytes. */
export function uploadAvatar(id: string, file: File) {
  const body = new Blob([file], { type: file.type || "application/octet-stream" });
  return api.put<{ message: string }>(`/sub-admin/${id}/avatar`, body, { toastErrors: false });
}

export function useUploadAvatar(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(id, file),
    onSuccess: (response) => {
      showToast(response.message, "success");
      return queryClient.invalidateQueries({ queryKey: adminsQueryKey });
    },
  });
}
