/** admin.md §3, §4 Payment: the statuses of a payment record. */
export const paymentStatuses = ["paid", "unpaid", "processing", "void", "completed", "failed"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** admin.md §3 Payment record: billing method. */
export const billingMethods = ["bank_transfer", "card"] as const;
export type BillingMethod = (typeof billingMethods)[number];

/**
 * What moves a payment (decision 066):
 * - charge: a card charge starts (a failed one may be tried again);
 * - succeed / fail: the card provider answers;
 * - confirmReceipt: an operator confirms a bank transfer arrived;
 * - forceComplete: the master closes an unpaid payment without money arriving (irreversible);
 * - void: a corrected bill replaces this one.
 */
export type PaymentEvent = "charge" | "succeed" | "fail" | "confirmReceipt" | "forceComplete" | "void";

const transitions: Record<PaymentEvent, { from: readonly PaymentStatus[]; to: PaymentStatus }> = {
  charge: { from: ["unpaid", "failed"], to: "processing" },
  succeed: { from: ["processing", "unpaid", "failed"], to: "paid" },
  fail: { from: ["processing", "unpaid"], to: "failed" },
  confirmReceipt: { from: ["unpaid", "failed"], to: "paid" },
  forceComplete: { from: ["unpaid"], to: "completed" },
  void: { from: ["unpaid", "failed"], to: "void" },
};

export function nextPaymentStatus(status: PaymentStatus, event: PaymentEvent): PaymentStatus | null {
  const transition = transitions[event];
  return transition.from.includes(status) ? transition.to : null;
}

/** Paid, force-completed and void payments are settled: nothing more can happen to them. */
export function isSettled(status: PaymentStatus): boolean {
  return status === "paid" || status === "completed" || status === "void";
}
