import type { MessageResponse, NoticeBody, NoticeStatusFilter, NoticeView } from "@mekuri/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { showToast } from "@/lib/notify";

/**
 * News and a site's notification delivery share one shape and one set of calls, under their own
 * base path: `/news` or `/site/{siteId}/noti_delivery`.
 */
export type NoticeBase = string;
export const newsBase: NoticeBase = "/news";
export const deliveryBase = (siteId: string): NoticeBase =>
  `/site/${encodeURIComponent(siteId)}/noti_delivery`;

export const noticePageSize = 20;
const listKey = (base: NoticeBase) => ["notices", base] as const;

export function useNotices(base: NoticeBase, status: NoticeStatusFilter, page: number) {
  return useQuery({
    queryKey: [...listKey(base), "list", status, page],
    queryFn: () =>
      api.get<{ items: NoticeView[]; total: number }>(base, {
        query: { status, page, size: noticePageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useNotice(base: NoticeBase, id: string | undefined) {
  return useQuery({
    queryKey: [...listKey(base), "item", id],
    queryFn: () => api.get<NoticeView>(`${base}/${encodeURIComponent(id!)}`),
    enabled: !!id,
  });
}

export function useSaveNotice(base: NoticeBase, id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticeBody) =>
      id
        ? api.put<NoticeView>(`${base}/${encodeURIComponent(id)}`, body, { toastErrors: false })
        : api.post<NoticeView>(base, body, { toastErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey(base) }),
  });
}

export function useDeleteNotice(base: NoticeBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(`${base}/${encodeURIComponent(id)}`),
    onSuccess: (response) => {
      showToast(response.message, "success");
      return queryClient.invalidateQueries({ queryKey: listKey(base) });
    },
  });
}
