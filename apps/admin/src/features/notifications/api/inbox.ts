import type { InboxPage, ReceivedNotice } from "@mekuri/domain";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** What an operator receives: news (`/news/show`) or system notifications (`/system_noti/show`). */
export type InboxKind = "news" | "system";
const base: Record<InboxKind, string> = { news: "/news", system: "/system_noti" };
const inboxKey = (kind: InboxKind) => ["inbox", kind] as const;
export const inboxPageSize = 10;

/** The list grows page by page ("show more"); every page also carries the current unread count. */
export function useInbox(kind: InboxKind) {
  return useInfiniteQuery({
    queryKey: [...inboxKey(kind), "list"],
    queryFn: ({ pageParam }) =>
      api.get<InboxPage>(`${base[kind]}/show`, { query: { page: pageParam, size: inboxPageSize } }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * inboxPageSize < last.total ? pages.length + 1 : undefined,
  });
}

/** The bell: the newest few and the unread count, asked again every minute and on focus. */
export function useInboxSummary(kind: InboxKind) {
  return useQuery({
    queryKey: [...inboxKey(kind), "summary"],
    queryFn: () => api.get<InboxPage>(`${base[kind]}/show`, { query: { page: 1, size: 5 } }),
    refetchInterval: 60_000,
  });
}

export function useReceivedNews(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...inboxKey("news"), "item", id],
    queryFn: async () => {
      const item = await api.get<ReceivedNotice>(`/news/show/${encodeURIComponent(id!)}`);
      // Opening it marked it read: the list's marks and count follow.
      void queryClient.invalidateQueries({ queryKey: [...inboxKey("news"), "list"] });
      return item;
    },
    enabled: !!id,
  });
}

export function useMarkAsRead(kind: InboxKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { notiIds?: string[]; all?: boolean }) =>
      api.put<{ unread: number }>(`${base[kind]}/mark_as_read`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKey(kind) }),
  });
}
