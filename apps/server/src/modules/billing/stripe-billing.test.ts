import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notices, payments } from "../../platform/database/schema/index.ts";
import { api, createAccount, useTestApp } from "../../testing/test-app.ts";
import { caller, customer, operatorOf, testPlan } from "./billing-test-helpers.ts";
import { chargePayment, defaultProviders } from "./charges.ts";
import { runMonthlyBilling } from "./monthly-bills.ts";
import { StripeProvider } from "./providers/stripe-provider.ts";
import { type FakeIntent, StripeFake } from "./stripe-fake/stripe-fake.ts";

const webhookSecret = "whsec_test_secret";
const fake = new StripeFake();
const fakeUrl = await fake.start();
const ctx = useTestApp({
  env: { STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: fakeUrl },
});
afterAll(() => fake.stop());

let master: { id: string; path: string };
let asMaster: ReturnType<typeof caller>;
let planId = "";
const month = "2026-02";

/** A card customer billed for February, its payment and the payment's row. */
async function cardCustomer(paymentMethod: string) {
  const account = await customer(ctx, { parent: master, planId, start: "2025-06-01" });
  const profile = await asMaster("PUT", `/master/billing-profile/${account.account.id}`, {
    method: "card",
    provider_customer: `cus_${account.account.id.slice(0, 8)}`,
    provider_payment_method: paymentMethod,
  });
  expect(profile.statusCode, profile.body).toBe(200);
  await runMonthlyBilling(ctx.database.db, month, { accountId: account.account.id });
  const [payment] = await ctx.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, account.account.id), eq(payments.month, month)));
  return { account, payment: payment! };
}

const paymentRow = async (id: string) =>
  (await ctx.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;

function deliver(event: object, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret,
    timestamp: options.timestamp,
  });
  return ctx.app.inject({
    method: "POST",
    url: api("/billing/webhook/stripe"),
    headers: { "content-type": "application/json", "stripe-signature": signature, "accept-language": "en" },
    payload,
  });
}

beforeAll(async () => {
  master = await createAccount(ctx, { kind: "master" });
  asMaster = caller(ctx, await operatorOf(ctx, master, "MASTER"));
  planId = (await testPlan(ctx)).id;
});

describe("card payments through Stripe (against the fake)", () => {
  it("charges the bill's total in yen once and marks it paid; the invoice says paid by card", async () => {
    const { payment } = await cardCustomer("pm_card_visa");
    const charged = await asMaster("POST", `/bill/${payment.id}/charge`);
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json()).toMatchObject({
      message: "The card payment succeeded.",
      payment: { status: "paid" },
    });
    const intents = fake.charges.filter((intent) => intent.metadata.payment_id === payment.id);
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ amount: 33_000, currency: "jpy", payment_method: "pm_card_visa" });
    const detail = (await asMaster("GET", `/bill/${payment.id}`)).json();
    expect(detail.invoice.paid_by_card_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Charging a paid bill again is refused and charges nothing.
    expect((await asMaster("POST", `/bill/${payment.id}/charge`)).statusCode).toBe(409);
    expect(fake.charges.filter((intent) => intent.metadata.payment_id === payment.id)).toHaveLength(1);
  });

  it("queues the card bills of the month as jobs, which charge them", async () => {
    const { payment } = await cardCustomer("pm_card_visa");
    await asMaster("POST", "/master/bill/run", { month });
    await ctx.app.jobs.drain();
    expect((await paymentRow(payment.id)).status).toBe("paid");
  });

  it("marks a declined card failed, tells the account, and a new card can be charged again", async () => {
    const { account, payment } = await cardCustomer("pm_card_chargeDeclined");
    const declined = await asMaster("POST", `/bill/${payment.id}/charge`);
    expect(declined.json()).toMatchObject({
      message: "The card was declined. The account has been notified.",
      payment: { status: "failed" },
    });
    expect((await paymentRow(payment.id)).failureCode).toBe("card_declined");
    const posted = await ctx.database.db
      .select()
      .from(notices)
      .where(
        and(eq(notices.audiencePath, account.account.path), eq(notices.messageKey, "notices.paymentFailed")),
      );
    expect(posted).toHaveLength(1);
    expect(posted[0]!.messageParams).toEqual({ month });
    const userNotices = await caller(ctx, account.token)("GET", "/system_noti/show");
    expect(userNotices.body).toContain("The payment for 2026-02 failed");

    await asMaster("PUT", `/master/billing-profile/${account.account.id}`, {
      method: "card",
      provider_customer: "cus_new",
      provider_payment_method: "pm_card_visa",
    });
    const retried = await asMaster("POST", `/bill/${payment.id}/charge`);
    expect(retried.json().payment.status).toBe("paid");
    expect(fake.charges.filter((intent) => intent.metadata.payment_id === payment.id)).toHaveLength(2);
  });

  it("sends the same try under the same idempotency key, so a retry after a crash charges once", async () => {
    const { payment } = await cardCustomer("pm_card_visa");
    const provider = new StripeProvider({ secretKey: fake.secretKey, webhookSecret, apiUrl: fakeUrl });
    const request = {
      paymentId: payment.id,
      amount: payment.total,
      description: "retry",
      attempt: 1,
      customer: "cus_x",
      paymentMethod: "pm_card_visa",
    };
    const first = await provider.charge(request);
    const second = await provider.charge(request);
    expect(second.reference).toBe(first.reference);
    expect(fake.charges.filter((intent) => intent.metadata.payment_id === payment.id)).toHaveLength(1);
  });
});

describe("Stripe webhooks", () => {
  async function processing() {
    const { account, payment } = await cardCustomer("pm_card_processing");
    const providers = defaultProviders(
      new StripeProvider({ secretKey: fake.secretKey, webhookSecret, apiUrl: fakeUrl }),
    );
    const row = await chargePayment(ctx.database.db, providers, payment.id);
    expect(row?.status).toBe("processing");
    return { account, payment: row!, intent: fake.intents.get(row!.providerReference!) as FakeIntent };
  }

  it("settle a processing payment once: a retried delivery is acknowledged and changes nothing", async () => {
    const { payment, intent } = await processing();
    const event = fake.settle(intent.id, "succeeded");
    const delivered = await deliver(event);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({ received: true, duplicate: false });
    const paid = await paymentRow(payment.id);
    expect(paid.status).toBe("paid");

    const retried = await deliver(event);
    expect(retried.json()).toEqual({ received: true, duplicate: true });
    expect((await paymentRow(payment.id)).paidAt).toEqual(paid.paidAt);
  });

  it("mark a payment failed from payment_intent.payment_failed and notify the account", async () => {
    const { account, payment, intent } = await processing();
    expect((await deliver(fake.settle(intent.id, "failed"))).statusCode).toBe(200);
    expect((await paymentRow(payment.id)).status).toBe("failed");
    const posted = await ctx.database.db
      .select()
      .from(notices)
      .where(
        and(eq(notices.audiencePath, account.account.path), eq(notices.messageKey, "notices.paymentFailed")),
      );
    expect(posted).toHaveLength(1);
  });

  it("refuse a bad signature and an old (replayed) delivery, acting on neither", async () => {
    const { payment, intent } = await processing();
    const event = fake.settle(intent.id, "succeeded");
    const forged = await deliver(event, { secret: "whsec_wrong" });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe("The webhook signature is not valid.");
    const replayed = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3_600 });
    expect(replayed.statusCode).toBe(400);
    const unsigned = await ctx.app.inject({
      method: "POST",
      url: api("/billing/webhook/stripe"),
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await paymentRow(payment.id)).status).toBe("processing");
    // The genuine delivery still works afterwards: the refused ones were not recorded as seen.
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    expect((await paymentRow(payment.id)).status).toBe("paid");
  });
});
