import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notices, payments } from "../../platform/database/schema/index.ts";
import { api, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { caller, customer, operatorOf, testPlan } from "./billing-test-helpers.ts";
import { chargePayment, defaultProviders } from "./charges.ts";
import { runMonthlyBilling } from "./monthly-bills.ts";
import { StripeProvider } from "./providers/stripe-provider.ts";
import { StripeFake } from "./stripe-fake/stripe-fake.ts";
import type { FakeIntent } from "./stripe-fake/stripe-fake-objects.ts";

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

describe("saving a card on Stripe's page (decision 115)", () => {
  /** What a person does on the hosted page: types a card and submits; answers where it sends them. */
  async function typeCard(pageUrl: string, number: string) {
    const page = await fetch(pageUrl);
    expect(await page.text()).toContain("Card number");
    return fetch(pageUrl, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ number, expiry: "12 / 30", cvc: "123" }).toString(),
    });
  }

  async function startSetup(token: string) {
    const started = await caller(ctx, token)("POST", "/billing/card-setup");
    expect(started.statusCode, started.body).toBe(200);
    return started.json().url as string;
  }

  it("saves the customer's own card, shows it by brand and last digits, and its bills are charged to it", async () => {
    const account = await customer(ctx, { parent: master, planId, start: "2025-06-01" });
    const asCustomer = caller(ctx, account.token);
    expect((await asCustomer("GET", "/billing/payment-method")).json()).toEqual({
      method: "bank_transfer",
      card: null,
      card_available: true,
    });
    const pageUrl = await startSetup(account.token);
    expect(pageUrl.startsWith(`${fakeUrl}/pay/cs_test_`)).toBe(true);

    const back = await typeCard(pageUrl, "4242 4242 4242 4242");
    expect(back.status).toBe(303);
    const returned = new URL(back.headers.get("location")!);
    expect(`${returned.origin}${returned.pathname}`).toBe(`${ctx.config.publicUrl}/adminuser/check-plan`);
    const sessionId = returned.searchParams.get("card_setup")!;
    expect(sessionId).toMatch(/^cs_test_/);

    const done = await asCustomer("POST", "/billing/card-setup/complete", { session_id: sessionId });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: "Your card has been saved. Bills are now paid by card.",
      method: "card",
      card: { brand: "visa", last4: "4242" },
    });
    // The browser may come back twice (a reload): the same card, nothing else.
    expect(
      (await asCustomer("POST", "/billing/card-setup/complete", { session_id: sessionId })).statusCode,
    ).toBe(200);
    // Another start reuses the account's customer at Stripe.
    await startSetup(account.token);
    expect(
      [...fake.customers.values()].filter((c) => c.metadata.account_id === account.account.id),
    ).toHaveLength(1);

    await runMonthlyBilling(ctx.database.db, month, { accountId: account.account.id });
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.accountId, account.account.id));
    expect(payment!.method).toBe("card");
    expect((await asMaster("POST", `/bill/${payment!.id}/charge`)).json().payment.status).toBe("paid");
    const [charge] = fake.charges.filter((intent) => intent.metadata.payment_id === payment!.id);
    expect(charge!.payment_method).toMatch(/^pm_/);
    expect(fake.paymentMethods.get(charge!.payment_method!)?.card.last4).toBe("4242");
  });

  it("keeps bank transfer when the card was declined on the page, and refuses another account's session", async () => {
    const account = await customer(ctx, { parent: master, planId, start: "2025-06-01" });
    const other = await customer(ctx, { parent: master, planId, start: "2025-06-01" });
    const pageUrl = await startSetup(account.token);
    const declined = await typeCard(pageUrl, "4000 0000 0000 0002");
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain("Your card was declined.");
    const sessionId = new URL(pageUrl).pathname.split("/").pop()!;
    const unfinished = await caller(ctx, account.token)("POST", "/billing/card-setup/complete", {
      session_id: sessionId,
    });
    expect(unfinished.statusCode).toBe(400);
    expect(unfinished.json().message).toBe("The card was not saved. Please enter it again.");
    expect(
      (
        await caller(ctx, account.token)("POST", "/billing/card-setup/complete", {
          session_id: "cs_test_unknown",
        })
      ).statusCode,
    ).toBe(400);

    const saved = await typeCard(pageUrl, "4242424242424242");
    expect(saved.status).toBe(303);
    const stolen = await caller(ctx, other.token)("POST", "/billing/card-setup/complete", {
      session_id: sessionId,
    });
    expect(stolen.statusCode).toBe(400);
    expect((await caller(ctx, other.token)("GET", "/billing/payment-method")).json().method).toBe(
      "bank_transfer",
    );
    const empty = await caller(ctx, account.token)("POST", "/billing/card-setup/complete", {});
    expect(empty.statusCode).toBe(400);
  });

  it("saves the card from the webhook when the browser never comes back, once per event", async () => {
    const account = await customer(ctx, { parent: master, planId, start: "2025-06-01" });
    const pageUrl = await startSetup(account.token);
    expect((await typeCard(pageUrl, "4000 0000 0000 0341")).status).toBe(303);
    const session = fake.sessions.get(new URL(pageUrl).pathname.split("/").pop()!)!;
    const event = fake.event("checkout.session.completed", session);
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: true });
    const method = (await caller(ctx, account.token)("GET", "/billing/payment-method")).json();
    expect(method).toMatchObject({ method: "card", card: { last4: "0341" } });

    // This test card saves but is declined when charged.
    await runMonthlyBilling(ctx.database.db, month, { accountId: account.account.id });
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.accountId, account.account.id));
    expect((await asMaster("POST", `/bill/${payment!.id}/charge`)).json().payment.status).toBe("failed");
  });

  it("is the customer's own: the master has no bills, an editor may not, a forged webhook saves nothing", async () => {
    const refused = await asMaster("POST", "/billing/card-setup");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("The platform account has no bills to pay.");
    const account = await customer(ctx, { parent: master, planId, start: "2025-06-01" });
    const editor = await createOperator(ctx, {
      account: account.account,
      role: "SUB_ADMIN",
      adminRole: "editor",
    });
    const editorToken = (await login(ctx, editor.email)).access_token;
    expect((await caller(ctx, editorToken)("POST", "/billing/card-setup")).statusCode).toBe(403);
    expect((await caller(ctx, editorToken)("GET", "/billing/payment-method")).statusCode).toBe(200);

    const pageUrl = await startSetup(account.token);
    await typeCard(pageUrl, "4242424242424242");
    const session = fake.sessions.get(new URL(pageUrl).pathname.split("/").pop()!)!;
    const forged = await deliver(fake.event("checkout.session.completed", session), {
      secret: "whsec_wrong",
    });
    expect(forged.statusCode).toBe(400);
    expect((await caller(ctx, account.token)("GET", "/billing/payment-method")).json().method).toBe(
      "bank_transfer",
    );
  });
});
