import type { MessageResponse, SystemNoticeBody, SystemNoticeView } from "@mekuri/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { showToast } from "@/lib/notify";

/** The sender's side of admin.md §7 Notifications: GET/POST /system_noti, GET/PUT/DELETE /system_noti/{id}. */
const sentKey = ["system-notifications", "sent"] as const;
export const sentPageSize = 20;

export function useSentSystemNotices(page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...sentKey, page],
    queryFn: () =>
      api.get<{ items: SystemNoticeView[]; total: number }>("/system_noti", {
        query: { page, size: sentPageSize },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSystemNotice(id: string | undefined) {
  return useQuery({
    queryKey: [...sentKey, "item", id],
    queryFn: () => api.get<SystemNoticeView>(`/system_noti/${encodeURIComponent(id!)}`),
    enabled: !!id,
  });
}

export function useSaveSystemNotice(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SystemNoticeBody) =>
      id
        ? api.put<SystemNoticeView>(`/system_noti/${encodeURIComponent(id)}`, body, { toastErrors: false })
        : api.post<SystemNoticeView>("/system_noti", body, { toastErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sentKey }),
  });
}

export function useDeleteSystemNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(`/system_noti/${encodeURIComponent(id)}`),
    onSuccess: (response) => {
      showToast(response.message, "success");
      return queryClient.invalidateQueries({ queryKey: sentKey });
    },
  });
}
