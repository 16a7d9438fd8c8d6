import { randomBytes } from "node:crypto";
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

export class StripeFake {
  readonly intents = new Map<string, FakeIntent>();
  /** Every charge the fake made money move for (or tried to), in order: one per distinct idempotency key. */
  readonly charges: FakeIntent[] = [];
  private readonly replies = new Map<string, { status: number; body: string }>();
  private server: Server | undefined;

  constructor(readonly secretKey = "sk_test_fake") {}

  /** Listens on a free local port; answers the base URL for the SDK. */
  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
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

  event(type: string, intent: FakeIntent) {
    return {
      id: id("evt"),
      object: "event",
      type,
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { ...intent } },
    };
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const send = (status: number, body: unknown) => {
      const text = JSON.stringify(body);
      response.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
      response.end(text);
      return text;
    };
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      return;
    }
    const url = new URL(request.url ?? "/", "http://fake");
    const body = await read(request);
    if (request.method === "POST" && url.pathname === "/v1/payment_intents") {
      const key = request.headers["idempotency-key"];
      const cacheKey = typeof key === "string" ? key : undefined;
      const earlier = cacheKey ? this.replies.get(cacheKey) : undefined;
      if (earlier) {
        response.writeHead(earlier.status, {
          "content-type": "application/json",
          "idempotent-replayed": "true",
        });
        response.end(earlier.body);
        return;
      }
      const [status, reply] = this.createIntent(formFields(body));
      const text = send(status, reply);
      if (cacheKey) this.replies.set(cacheKey, { status, body: text });
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
    const metadata: Record<string, string> = {};
    for (const [name, value] of fields) {
      const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
      if (key) metadata[key] = value;
    }
    const paymentMethod = fields.get("payment_method") ?? null;
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
    if (paymentMethod === "pm_card_processing") intent.status = "processing";
    if (paymentMethod === "pm_card_chargeDeclined") {
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
}
