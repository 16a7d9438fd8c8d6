import type { OutboxPage } from "@mekuri/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export function getOutbox(page: number, pageSize: number): Promise<OutboxPage> {
  return api.get<OutboxPage>("/mail/outbox", { query: { page, pageSize } });
}

export function outboxQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: ["mail-outbox", page, pageSize],
    queryFn: () => getOutbox(page, pageSize),
    placeholderData: keepPreviousData,
    // New mail arrives while a newcomer waits for a registration link.
    refetchInterval: 5000,
  });
}

export function useOutbox(page: number, pageSize: number) {
  return useQuery(outboxQueryOptions(page, pageSize));
}
