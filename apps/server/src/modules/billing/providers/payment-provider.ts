import type { BillingMethod } from "@mekuri/domain";

/** What collecting a payment answered: the status it leaves the payment in. */
export interface ChargeOutcome {
  status: "unpaid" | "processing" | "paid" | "failed";
  /** The provider's own id of the payment, when it has one. */
  reference: string | null;
  failureCode?: string;
}

export interface ChargeRequest {
  paymentId: string;
  /** Yen including tax. */
  amount: number;
  description: string;
  /** Counts the tries of one payment: a retry of the same try is the same charge at the provider. */
  attempt: number;
  customer: string | null;
  paymentMethod: string | null;
}

/**
 * One interface for every way of collecting a bill (decision 068): a bank transfer waits for an
 * operator to confirm receipt; a card provider charges at once or answers later by webhook.
 */
export interface PaymentProvider {
  readonly method: BillingMethod;
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
}

/** Bank transfer: nothing to call; the payment stays unpaid until an operator confirms receipt. */
export const bankTransferProvider: PaymentProvider = {
  method: "bank_transfer",
  async charge() {
    return { status: "unpaid", reference: null };
  },
};
