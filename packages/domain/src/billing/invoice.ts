import { addDays, addMonths } from "../analytics/period.ts";
import type { MonthlyFees } from "./fees.ts";
import { invoiceTotals, standardTaxRatePercent } from "./tax.ts";

/** admin.md §3 Invoice: its lines (plan fee, PV fee, licence fee, initial fee), each at a tax rate. */
export const invoiceLineKinds = ["plan", "pageViews", "license", "initial"] as const;
export type InvoiceLineKind = (typeof invoiceLineKinds)[number];

export interface InvoiceLine {
  kind: InvoiceLineKind;
  amount: number;
  ratePercent: number;
  /** For the PV line: blocks of 1,000 PV × unit price; else 1 × amount. */
  quantity: number;
  unitPrice: number;
}

/** The lines of a month's bill; lines of ¥0 other than the plan are left out. */
export function invoiceLinesOf(fees: MonthlyFees, pageViewUnitPrice: number): InvoiceLine[] {
  const rate = standardTaxRatePercent;
  const lines: InvoiceLine[] = [
    { kind: "plan", amount: fees.planFee, ratePercent: rate, quantity: 1, unitPrice: fees.planFee },
  ];
  if (fees.pageViewFee > 0)
    lines.push({
      kind: "pageViews",
      amount: fees.pageViewFee,
      ratePercent: rate,
      quantity: fees.blocksConsumed,
      unitPrice: pageViewUnitPrice,
    });
  if (fees.licenseFee > 0)
    lines.push({
      kind: "license",
      amount: fees.licenseFee,
      ratePercent: rate,
      quantity: 1,
      unitPrice: fees.licenseFee,
    });
  if (fees.initialFee > 0)
    lines.push({
      kind: "initial",
      amount: fees.initialFee,
      ratePercent: rate,
      quantity: 1,
      unitPrice: fees.initialFee,
    });
  return lines;
}

export function totalsOf(lines: readonly InvoiceLine[]) {
  return invoiceTotals(lines);
}

/** Payment is due by the last day of the month after the billed month (decision 066). */
export function invoiceDueDate(month: string): string {
  return addDays(addMonths(`${month}-01`, 2), -1);
}
