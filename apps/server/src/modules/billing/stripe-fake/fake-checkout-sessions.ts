import { type FakeReply, type FakeSession, fakeId, metadataOf } from "./stripe-fake-objects.ts";

const invalid = (param: string, message: string): FakeReply => [
  400,
  { error: { type: "invalid_request_error", param, message } },
];

/**
 * A Checkout Session in setup mode made from a create request's form fields, with its hosted page
 * under `baseUrl`, and the reply Stripe gives it; no session when the request is refused.
 */
export function createCheckoutSession(
  fields: Map<string, string>,
  knownCustomers: ReadonlyMap<string, unknown>,
  baseUrl: string,
): { reply: FakeReply; session?: FakeSession } {
  if (fields.get("mode") !== "setup") return { reply: invalid("mode", "Only setup mode is faked") };
  const successUrl = fields.get("success_url");
  if (!successUrl) return { reply: invalid("success_url", "Missing success_url") };
  const customer = fields.get("customer") ?? null;
  if (customer && !knownCustomers.has(customer))
    return { reply: invalid("customer", `No such customer: '${customer}'`) };
  const session: FakeSession = {
    id: fakeId("cs_test"),
    object: "checkout.session",
    mode: "setup",
    status: "open",
    customer,
    currency: fields.get("currency") ?? null,
    locale: fields.get("locale") ?? null,
    success_url: successUrl,
    cancel_url: fields.get("cancel_url") ?? null,
    metadata: metadataOf(fields),
    setup_intent: null,
    url: "",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
  };
  session.url = `${baseUrl}/pay/${session.id}`;
  return { reply: [200, session], session };
}
