import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createCheckoutSession } from "./fake-checkout-sessions.ts";
import { createPaymentIntent, declineIntent } from "./fake-payment-intents.ts";
import { deliverSignedWebhook, fakeEvent } from "./fake-webhooks.ts";
import { expiredPageHtml, hostedCardPageHtml, testCards } from "./hosted-card-page.ts";
import {
  type FakeCustomer,
  type FakeIntent,
  type FakePaymentMethod,
  type FakeReply,
  type FakeSession,
  type FakeSetupIntent,
  formFields,
  fakeId as id,
  metadataOf,
  readBody as read,
} from "./stripe-fake-objects.ts";

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
export class StripeFake {
  readonly intents = new Map<string, FakeIntent>();
  readonly customers = new Map<string, FakeCustomer>();
  readonly sessions = new Map<string, FakeSession>();
  readonly paymentMethods = new Map<string, FakePaymentMethod>();
  readonly setupIntents = new Map<string, FakeSetupIntent>();
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
    else declineIntent(intent);
    return this.event(
      outcome === "succeeded" ? "payment_intent.succeeded" : "payment_intent.payment_failed",
      intent,
    );
  }

  event(type: string, object: object) {
    return fakeEvent(type, object);
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

  private createIntent(fields: Map<string, string>): FakeReply {
    const { reply, intent } = createPaymentIntent(fields, this.chargesAs);
    if (intent) {
      this.intents.set(intent.id, intent);
      this.charges.push(intent);
    }
    return reply;
  }

  /** Answers an earlier reply for a repeated Idempotency-Key, as Stripe does; else makes a new one. */
  private replayOr(
    request: IncomingMessage,
    response: ServerResponse,
    send: (status: number, body: unknown) => string,
    make: () => FakeReply,
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

  private createSession(fields: Map<string, string>): FakeReply {
    const { reply, session } = createCheckoutSession(fields, this.customers, this.baseUrl);
    if (session) this.sessions.set(session.id, session);
    return reply;
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

  /** Stripe's hosted card page: a saved test card completes the session and returns to its success URL. */
  private async hostedPage(key: string, request: IncomingMessage, response: ServerResponse) {
    const session = this.sessions.get(key);
    const html = (status: number, text: string) => {
      response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      response.end(text);
    };
    if (session?.status !== "open") {
      html(404, expiredPageHtml);
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
    html(problem ? 402 : 200, hostedCardPageHtml(problem, session.cancel_url));
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
    const intent: FakeSetupIntent = {
      id: id("seti"),
      object: "setup_intent",
      status: "succeeded",
      customer: session.customer,
      payment_method: method.id,
      created: method.created,
      livemode: false,
    };
    this.setupIntents.set(intent.id, intent);
    session.status = "complete";
    session.setup_intent = intent.id;
    if (this.webhookUrl) await this.deliver(this.event("checkout.session.completed", session));
  }

  /** Sends a webhook signed as Stripe signs them to `webhookUrl`. */
  async deliver(event: object) {
    await deliverSignedWebhook(this.webhookUrl!, this.webhookSecret, event);
  }
}
