/**
 * Japan's qualified invoice system: consumption tax is computed once per rate per invoice, on the
 * sum of that rate's lines, and rounded down once (decision 065), never per line.
 */
export const standardTaxRatePercent = 10;

export interface TaxableLine {
  amount: number;
  ratePercent: number;
}

export interface TaxByRate {
  ratePercent: number;
  /** Sum of the lines at this rate, excluding tax. */
  taxable: number;
  tax: number;
}

export function taxByRate(lines: readonly TaxableLine[]): TaxByRate[] {
  const sums = new Map<number, number>();
  for (const line of lines) sums.set(line.ratePercent, (sums.get(line.ratePercent) ?? 0) + line.amount);
  return [...sums.entries()]
    .sort(([a], [b]) => b - a)
    .map(([ratePercent, taxable]) => ({
      ratePercent,
      taxable,
      // Integer arithmetic: 10 % of 12,345 is 1,234 exactly, with no binary fraction to round.
      tax: Math.floor((taxable * ratePercent) / 100),
    }));
}

export interface InvoiceTotals {
  subtotal: number;
  taxes: TaxByRate[];
  tax: number;
  total: number;
}

export function invoiceTotals(lines: readonly TaxableLine[]): InvoiceTotals {
  const taxes = taxByRate(lines);
  const subtotal = taxes.reduce((sum, rate) => sum + rate.taxable, 0);
  const tax = taxes.reduce((sum, rate) => sum + rate.tax, 0);
  return { subtotal, taxes, tax, total: subtotal + tax };
}
