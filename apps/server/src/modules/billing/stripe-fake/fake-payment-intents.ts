import { type FakeIntent, type FakeReply, fakeId, metadataOf } from "./stripe-fake-objects.ts";

/**
 * A PaymentIntent made from a create request's form fields, and the reply Stripe gives it: the
 * payment method (or the test method a saved card charges as, from `chargesAs`) decides whether
 * it succeeds, stays processing or is declined (402). No intent when the amount is refused.
 */
export function createPaymentIntent(
  fields: Map<string, string>,
  chargesAs: ReadonlyMap<string, string>,
): { reply: FakeReply; intent?: FakeIntent } {
  const amount = Number(fields.get("amount"));
  if (!Number.isInteger(amount) || amount < 50)
    return {
      reply: [400, { error: { type: "invalid_request_error", param: "amount", message: "Invalid amount" } }],
    };
  const paymentMethod = fields.get("payment_method") ?? null;
  const behaviour = paymentMethod ? (chargesAs.get(paymentMethod) ?? paymentMethod) : null;
  const intent: FakeIntent = {
    id: fakeId("pi"),
    object: "payment_intent",
    amount,
    currency: fields.get("currency") ?? "jpy",
    customer: fields.get("customer") ?? null,
    payment_method: paymentMethod,
    status: "succeeded",
    description: fields.get("description") ?? null,
    metadata: metadataOf(fields),
    last_payment_error: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
  };
  if (behaviour === "pm_card_processing") intent.status = "processing";
  if (behaviour === "pm_card_chargeDeclined") {
    declineIntent(intent);
    const error = {
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
      payment_intent: intent,
    };
    return { reply: [402, { error }], intent };
  }
  return { reply: [200, intent], intent };
}

/** Marks an intent declined, as a charge refused now or a processing one that fails later. */
export function declineIntent(intent: FakeIntent) {
  intent.status = "requires_payment_method";
  intent.last_payment_error = {
    code: "card_declined",
    type: "card_error",
    message: "Your card was declined.",
  };
}
