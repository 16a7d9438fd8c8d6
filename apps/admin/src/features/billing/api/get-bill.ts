import type { BillDetail } from "@mekuri/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { downloadFile } from "@/lib/download";
import { billsQueryKey } from "./get-bills";

export function getBill(id: string): Promise<BillDetail> {
  return api.get<BillDetail>(`/bill/${id}`);
}

export function useBill(id: string) {
  return useQuery({ queryKey: [...billsQueryKey, "detail", id], queryFn: () => getBill(id) });
}

/** The invoice PDF: Japanese, with the labels also in the reader's language (the server's choice by Accept-Language). */
export function downloadInvoicePdf(id: string, number: string) {
  return downloadFile(`/bill/${id}/export-pdf`, `invoice-${number}.pdf`);
}
