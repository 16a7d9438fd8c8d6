import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small stateful stand-in for the part of Stripe's API that billing uses, reached by the
 * official SDK through its host/port/protocol settings (tests, the demo, the benchmark). It keeps
 * PaymentIntents, honours Idempotency-Key like Stripe (the same key answers the first response and
 * charges nothing again) and behaves by Stripe's test payment methods:
 * - pm_card_visa: succeeds;
 * - pm_card_chargeDeclined: declined (402, card_error card_declined);
 * - pm_card_processing: stays processing until `settle` answers by webhook.
 * It also keeps customers and Checkout Sessions in setup mode with their hosted page (`/pay/{id}`),
 * where a card is entered as on Stripe's: 4242 4242 4242 4242 saves a card that pays,
 * 4000 0000 0000 0341 one that saves but is declined when charged, 4000 0000 0000 0002 is refused on
 * the page. A saved card completes the session, makes its SetupIntent and PaymentMethod, and sends
 * the signed `checkout.session.completed` webhook to `webhookUrl` when one is set.
 */
export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  status: "succeeded" | "processing" | "requires_payment_method";
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { code: string; type: string; message: string } | null;
  created: number;
  livemode: false;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

function formFields(body: string): Map<string, string> {
  return new Map(new URLSearchParams(body).entries());
}

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

export interface FakeSession {
  id: string;
  object: "checkout.session";
  mode: "setup";
  status: "open" | "complete" | "expired";
  customer: string | null;
  currency: string | null;
  locale: string | null;
  success_url: string;
  cancel_url: string | null;
  metadata: Record<string, string>;
  setup_intent: string | null;
  url: string;
  created: number;
  livemode: false;
}

export interface FakePaymentMethod {
  id: string;
  object: "payment_method";
  type: "card";
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  created: number;
  livemode: false;
}

/** Test card numbers of the hosted page and what each does, as Stripe documents them. */
const testCards: Record<string, { saves: boolean; charge: "pm_card_visa" | "pm_card_chargeDeclined" }> = {
  "4242424242424242": { saves: true, charge: "pm_card_visa" },
  "4000000000000341": { saves: true, charge: "pm_card_chargeDeclined" },
  "4000000000000002": { saves: false, charge: "pm_card_chargeDeclined" },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export class StripeFake {
  readonly intents = new Map<string, FakeIntent>();
  readonly customers = new Map<
    string,
    { id: string; object: "customer"; name: string | null; metadata: Record<string, string> }
  >();
  readonly sessions = new Map<string, FakeSession>();
  readonly paymentMethods = new Map<string, FakePaymentMethod>();
  readonly setupIntents = new Map<
    string,
    {
      id: string;
      object: "setup_intent";
      status: "succeeded";
      customer: string | null;
      payment_method: string;
      created: number;
      livemode: false;
    }
  >();
  /** Where saved cards are announced (the app's webhook), signed with `webhookSecret`. */
  webhookUrl: string | undefined;
  webhookSecret = "";
  /** What each saved card does when charged: the test payment method it behaves as. */
  private readonly chargesAs = new Map<string, string>();
  private baseUrl = "";
  /** Every charge the fake made money move for (or tried to), in order: one per distinct idempotency key. */
  readonly charges: FakeIntent[] = [];
  private readonly replies = new Map<string, { status: number; body: string }>();
  private server: Server | undefined;

  constructor(readonly secretKey = "sk_test_fake") {}

  /** Listens on a local port (a free one by default); answers the base URL for the SDK. */
  async start(port = 0): Promise<string> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Settles a processing intent as Stripe later would, answering the event its webhook carries. */
  settle(intentId: string, outcome: "succeeded" | "failed") {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    if (outcome === "succeeded") intent.status = "succeeded";
    else {
      intent.status = "requires_payment_method";
      intent.last_payment_error = {
        code: "card_declined",
        type: "card_error",
        message: "Your card was declined.",
      };
    }
    return this.event(
      outcome === "succeeded" ? "payment_intent.succeeded" : "payment_intent.payment_failed",
      intent,
    );
  }

  event(type: string, object: object) {
    return {
      id: id("evt"),
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

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      response.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
      response.end(text);
      return text;
    };
    const page = /^\/pay\/(cs_test_\w+)$/.exec(new URL(request.url ?? "/", "http://fake").pathname);
    if (page) {
      await this.hostedPage(page[1]!, request, response);
      return;
    }
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      return;
    }
    const url = new URL(request.url ?? "/", "http://fake");
    const body = await read(request);
    if (request.method === "POST" && url.pathname === "/v1/payment_intents") {
      this.replayOr(request, response, send, () => this.createIntent(formFields(body)));
      return;
    }
    if (request.method === "POST" && url.pathname === "/v1/customers") {
      this.replayOr(request, response, send, () => {
        const fields = formFields(body);
        const customer = {
          id: id("cus"),
          object: "customer" as const,
          name: fields.get("name") ?? null,
          metadata: metadataOf(fields),
        };
        this.customers.set(customer.id, customer);
        return [200, customer];
      });
      return;
    }
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      this.replayOr(request, response, send, () => this.createSession(formFields(body)));
      return;
    }
    const found = /^\/v1\/(checkout\/sessions|setup_intents|payment_methods)\/(\w+)$/.exec(url.pathname);
    if (request.method === "GET" && found) {
      const [, kind, key] = found;
      const object =
        kind === "checkout/sessions"
          ? this.expandedSession(key!, url.searchParams)
          : kind === "setup_intents"
            ? this.setupIntents.get(key!)
            : this.paymentMethods.get(key!);
      if (object) send(200, object);
      else
        send(404, {
          error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}` },
        });
      return;
    }
    const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
    if (request.method === "GET" && match) {
      const intent = this.intents.get(match[1]!);
      if (intent) send(200, intent);
      else
        send(404, {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: "No such payment_intent",
          },
        });
      return;
    }
    send(404, {
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${request.method}: ${url.pathname})`,
      },
    });
  }

  private createIntent(fields: Map<string, string>): [number, unknown] {
    const amount = Number(fields.get("amount"));
    if (!Number.isInteger(amount) || amount < 50)
      return [400, { error: { type: "invalid_request_error", param: "amount", message: "Invalid amount" } }];
    const metadata = metadataOf(fields);
    const paymentMethod = fields.get("payment_method") ?? null;
    const behaviour = paymentMethod ? (this.chargesAs.get(paymentMethod) ?? paymentMethod) : null;
    const intent: FakeIntent = {
      id: id("pi"),
      object: "payment_intent",
      amount,
      currency: fields.get("currency") ?? "jpy",
      customer: fields.get("customer") ?? null,
      payment_method: paymentMethod,
      status: "succeeded",
      description: fields.get("description") ?? null,
      metadata,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.intents.set(intent.id, intent);
    this.charges.push(intent);
    if (behaviour === "pm_card_processing") intent.status = "processing";
    if (behaviour === "pm_card_chargeDeclined") {
      intent.status = "requires_payment_method";
      intent.last_payment_error = {
        code: "card_declined",
        type: "card_error",
        message: "Your card was declined.",
      };
      return [
        402,
        {
          error: {
            type: "card_error",
            code: "card_declined",
            decline_code: "generic_decline",
            message: "Your card was declined.",
            payment_intent: intent,
          },
        },
      ];
    }
    return [200, intent];
  }

  /** Answers an earlier reply for a repeated Idempotency-Key, as Stripe does; else makes a new one. */
  private replayOr(
    request: IncomingMessage,
    response: ServerResponse,
    send: (status: number, body: unknown) => string,
    make: () => [number, unknown],
  ) {
    const key = request.headers["idempotency-key"];
    const earlier = typeof key === "string" ? this.replies.get(key) : undefined;
    if (earlier) {
      response.writeHead(earlier.status, {
        "content-type": "application/json",
        "idempotent-replayed": "true",
      });
      response.end(earlier.body);
      return;
    }
    const [status, reply] = make();
    const text = send(status, reply);
    if (typeof key === "string") this.replies.set(key, { status, body: text });
  }

  private createSession(fields: Map<string, string>): [number, unknown] {
    if (fields.get("mode") !== "setup")
      return [
        400,
        { error: { type: "invalid_request_error", param: "mode", message: "Only setup mode is faked" } },
      ];
    const successUrl = fields.get("success_url");
    if (!successUrl)
      return [
        400,
        { error: { type: "invalid_request_error", param: "success_url", message: "Missing success_url" } },
      ];
    const customer = fields.get("customer") ?? null;
    if (customer && !this.customers.has(customer))
      return [
        400,
        {
          error: {
            type: "invalid_request_error",
            param: "customer",
            message: `No such customer: '${customer}'`,
          },
        },
      ];
    const session: FakeSession = {
      id: id("cs_test"),
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
    session.url = `${this.baseUrl}/pay/${session.id}`;
    this.sessions.set(session.id, session);
    return [200, session];
  }

  /** A session with `setup_intent` (and its payment method) expanded when asked, as the API does. */
  private expandedSession(key: string, query: URLSearchParams) {
    const session = this.sessions.get(key);
    if (!session) return undefined;
    const expand = [...query.entries()]
      .filter(([name]) => name.startsWith("expand"))
      .map(([, value]) => value);
    if (!expand.includes("setup_intent") || !session.setup_intent) return session;
    const intent = this.setupIntents.get(session.setup_intent)!;
    return {
      ...session,
      setup_intent: {
        ...intent,
        payment_method: expand.includes("setup_intent.payment_method")
          ? this.paymentMethods.get(intent.payment_method)
          : intent.payment_method,
      },
    };
  }

  /** Stripe's hosted card form, reduced to what a test types in: number, expiry, CVC. */
  private async hostedPage(key: string, request: IncomingMessage, response: ServerResponse) {
    const session = this.sessions.get(key);
    const html = (status: number, text: string) => {
      response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      response.end(text);
    };
    if (session?.status !== "open") {
      html(404, "<!doctype html><title>Expired</title><p>This page has expired.</p>");
      return;
    }
    let problem = "";
    if (request.method === "POST") {
      const fields = formFields(await read(request));
      const number = (fields.get("number") ?? "").replace(/\s/g, "");
      const card = testCards[number];
      if (fields.get("cancel") === "1" && session.cancel_url) {
        response.writeHead(303, { location: session.cancel_url });
        response.end();
        return;
      }
      if (!card) problem = "Your card number is invalid.";
      else if (!card.saves) problem = "Your card was declined.";
      else {
        await this.saveCard(session, number, card.charge);
        response.writeHead(303, {
          location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id),
        });
        response.end();
        return;
      }
    }
    html(
      problem ? 402 : 200,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Save your card</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>Save your card</h1><form method="post">
<p><label>Card number <input name="number" inputmode="numeric" autocomplete="cc-number" required></label></p>
<p><label>Expiry (MM / YY) <input name="expiry" autocomplete="cc-exp" required></label></p>
<p><label>CVC <input name="cvc" inputmode="numeric" autocomplete="cc-csc" required></label></p>
${problem ? `<p role="alert" style="color:#b00020">${escapeHtml(problem)}</p>` : ""}
<p><button type="submit">Save card</button></p></form>
${session.cancel_url ? '<form method="post"><input type="hidden" name="cancel" value="1"><button type="submit">Back</button></form>' : ""}
</body></html>`,
    );
  }

  private async saveCard(session: FakeSession, number: string, chargesAs: string) {
    const method: FakePaymentMethod = {
      id: id("pm"),
      object: "payment_method",
      type: "card",
      customer: session.customer,
      card: { brand: "visa", last4: number.slice(-4), exp_month: 12, exp_year: new Date().getFullYear() + 3 },
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.paymentMethods.set(method.id, method);
    this.chargesAs.set(method.id, chargesAs);
    const intent = {
      id: id("seti"),
      object: "setup_intent" as const,
      status: "succeeded" as const,
      customer: session.customer,
      payment_method: method.id,
      created: method.created,
      livemode: false as const,
    };
    this.setupIntents.set(intent.id, intent);
    session.status = "complete";
    session.setup_intent = intent.id;
    if (this.webhookUrl) await this.deliver(this.event("checkout.session.completed", session));
  }

  /** Sends a webhook signed the way Stripe signs them (`t=…,v1=HMAC-SHA256(t.payload)`). */
  async deliver(event: object) {
    const payload = JSON.stringify(event);
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac("sha256", this.webhookSecret)
      .update(`${timestamp}.${payload}`)
      .digest("hex");
    await fetch(this.webhookUrl!, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": `t=${timestamp},v1=${signature}` },
      body: payload,
    }).catch(() => undefined);
  }
}

function metadataOf(fields: Map<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of fields) {
    const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
    if (key) metadata[key] = value;
  }
  return metadata;
}
