import type { BilledAccountList, BillListQuery, BillPage } from "@mekuri/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { downloadFile } from "@/lib/download";

export const billsQueryKey = ["bills"] as const;

export type BillFilters = Partial<Omit<BillListQuery, "page" | "pageSize">>;

export function getBills(filters: BillFilters, page: number, pageSize: number): Promise<BillPage> {
  return api.get<BillPage>("/bill", { query: { ...filters, page, pageSize } });
}

export function useBills(filters: BillFilters, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...billsQueryKey, "list", filters, page, pageSize],
    queryFn: () => getBills(filters, page, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useBilledAccounts() {
  return useQuery({
    queryKey: [...billsQueryKey, "accounts"],
    queryFn: () => api.get<BilledAccountList>("/bill/accounts"),
  });
}

export function exportBillsCsv(filters: BillFilters) {
  return downloadFile("/bill/export-csv", `bills-${filters.month ?? "all"}.csv`, filters);
}
