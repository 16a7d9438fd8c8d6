/**
 * The recurring part of what an account owes each month, excluding tax: its plan's monthly fee and,
 * for a licence-issuing reseller, a licence fee per contracted account it issued. This is what MRR
 * counts (the initial fee and page-view overage are one-off or usage charges, outside it) and the
 * "monthly fee" of a payment record.
 */

/** A licence-issuing reseller pays this per month for each contracted account directly below it. */
export const licenseFeePerAccountYen = 5_000;

export function licenseFee(licensedAccounts: number): number {
  return Math.max(0, licensedAccounts) * licenseFeePerAccountYen;
}

/** Plan fee plus licence fees, in integer yen excluding tax. */
export function recurringFee(plan: { price: number }, licensedAccounts: number): number {
  return plan.price + licenseFee(licensedAccounts);
}
