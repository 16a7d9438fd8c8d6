import { createHmac } from "node:crypto";
import { fakeId } from "./stripe-fake-objects.ts";

/** An event as Stripe's webhooks carry it, holding a copy of the object it is about. */
export function fakeEvent(type: string, object: object) {
  return {
    id: fakeId("evt"),
    object: "event",
    type,
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { ...object } },
  };
}

/** Sends a webhook signed the way Stripe signs them (`t=…,v1=HMAC-SHA256(t.payload)`); a failed send is dropped. */
export async function deliverSignedWebhook(url: string, secret: string, event: object) {
  const payload = JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": `t=${timestamp},v1=${signature}` },
    body: payload,
  }).catch(() => undefined);
}
