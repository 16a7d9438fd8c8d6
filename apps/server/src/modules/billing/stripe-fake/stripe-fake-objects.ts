import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** The objects the Stripe fake keeps, in the shape Stripe's API answers them. */
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

export interface FakeCustomer {
  id: string;
  object: "customer";
  name: string | null;
  metadata: Record<string, string>;
}

export interface FakeSetupIntent {
  id: string;
  object: "setup_intent";
  status: "succeeded";
  customer: string | null;
  payment_method: string;
  created: number;
  livemode: false;
}

/** A status and the JSON body the fake answers with it. */
export type FakeReply = [number, unknown];

export const fakeId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export function formFields(body: string): Map<string, string> {
  return new Map(new URLSearchParams(body).entries());
}

export function readBody(request: IncomingMessage): Promise<string> {
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

export function metadataOf(fields: Map<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of fields) {
    const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
    if (key) metadata[key] = value;
  }
  return metadata;
}
