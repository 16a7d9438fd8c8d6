import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/database/query-rows.ts";
import { contractHistory, invoices, payments } from "../../platform/database/schema/index.ts";
import { readPdf } from "../../testing/pdf-text.ts";
import { createAccount, useTestApp } from "../../testing/test-app.ts";
import { caller, customer, operatorOf, pageViewsOn, testPlan } from "./billing-test-helpers.ts";
import { runMonthlyBilling } from "./monthly-bills.ts";

const ctx = useTestApp();
let master: { id: string; path: string };
let asMaster: ReturnType<typeof caller>;
let asMasterUser: ReturnType<typeof caller>;
let asOem: ReturnType<typeof caller>;
let asUser: ReturnType<typeof caller>;
let direct: Awaited<ReturnType<typeof customer>>;
let oem: Awaited<ReturnType<typeof customer>>;
let resold: Awaited<ReturnType<typeof customer>>;

const platformIssuer = {
  name: "Mekuri Inc.",
  registration_number: "T9010401012345",
  address: "1-1 Marunouchi, Chiyoda-ku, Tokyo",
  bank_transfer: "Mizuho Bank, Marunouchi branch, ordinary 1234567, Mekuri Inc.",
};

async function billOf(accountId: string, month: string) {
  const [row] = await ctx.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, accountId), eq(payments.month, month)));
  return row!;
}

beforeAll(async () => {
  master = await createAccount(ctx, { kind: "master" });
  asMaster = caller(ctx, await operatorOf(ctx, master, "MASTER"));
  asMasterUser = caller(ctx, await operatorOf(ctx, master, "MASTER_USER"));
  const plan = await testPlan(ctx);
  direct = await customer(ctx, { parent: master, planId: plan.id, start: "2026-03-10", name: "Direct KK" });
  oem = await customer(ctx, {
    parent: master,
    planId: plan.id,
    start: "2026-01-05",
    kind: "oem_master",
    name: "Reseller KK",
  });
  resold = await customer(ctx, {
    parent: oem.account,
    planId: plan.id,
    start: "2026-04-01",
    name: "Resold KK",
  });
  asOem = caller(ctx, oem.token);
  asUser = caller(ctx, direct.token);
  // 52,001 PV in April over two days: 2,001 over the limit, 3 blocks of 1,000.
  await pageViewsOn(ctx, direct.account.id, "2026-04-01", 30_000);
  await pageViewsOn(ctx, direct.account.id, "2026-04-30", 22_001);
  // A day of May does not count for April.
  await pageViewsOn(ctx, direct.account.id, "2026-05-01", 99_999);
  expect((await asMaster("PUT", "/billing/issuer", platformIssuer)).statusCode).toBe(200);
});

describe("the monthly bill job", () => {
  it("makes one bill per contract for a closed month, with the fees in yen and tax once per invoice", async () => {
    const run = await asMaster("POST", "/master/bill/run", { month: "2026-04" });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ created: 3, existing: 0 });

    const bill = await billOf(direct.account.id, "2026-04");
    expect(bill).toMatchObject({
      planFee: 30_000,
      pageViews: 52_001,
      blocksConsumed: 3,
      pageViewFee: 1_500,
      licenseFee: 0,
      initialFee: 0,
      monthlyFee: 30_000,
      totalFee: 31_500,
      tax: 3_150,
      total: 34_650,
      status: "unpaid",
      method: "bank_transfer",
    });
    // The reseller pays ¥5,000 for the one contracted account it issued.
    expect(await billOf(oem.account.id, "2026-04")).toMatchObject({
      licenseFee: 5_000,
      monthlyFee: 35_000,
      total: 38_500,
    });
    // The contract that started in April pays the initial fee: (30,000 + 100,000) × 1.1.
    expect(await billOf(resold.account.id, "2026-04")).toMatchObject({
      initialFee: 100_000,
      totalFee: 130_000,
      tax: 13_000,
      total: 143_000,
    });
  });

  it("run twice makes no duplicate, and a run after a partial one makes only what is missing", async () => {
    const again = await asMaster("POST", "/master/bill/run", { month: "2026-04" });
    expect(again.json()).toMatchObject({ created: 0, existing: 3 });
    // As if a crash had left March half done: one contract billed, then the whole month run.
    expect(
      (await runMonthlyBilling(ctx.database.db, "2026-03", { accountId: direct.account.id })).created,
    ).toBe(1);
    const rest = await runMonthlyBilling(ctx.database.db, "2026-03");
    expect(rest).toMatchObject({ created: 1, existing: 1 });
    const [counted] = await queryRows<{ count: number }>(
      ctx.database.db,
      sql`select count(*)::int as count from payments where month = '2026-03'`,
    );
    expect(counted?.count).toBe(2);
    // March was the direct contract's first month; the resold one had not started.
    expect(await billOf(direct.account.id, "2026-03")).toMatchObject({ initialFee: 100_000, pageViews: 0 });
    const invoicesOfMarch = await ctx.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.month, "2026-03"));
    expect(invoicesOfMarch).toHaveLength(2);
  });

  it("refuses a month that has not closed, and a malformed month, with localised messages", async () => {
    const future = await caller(ctx, await operatorOf(ctx, master, "MASTER"), "ja")(
      "POST",
      "/master/bill/run",
      { month: "2099-01" },
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe("請求は日本時間で終了した月についてのみ作成できます。");
    const malformed = await asMaster("POST", "/master/bill/run", { month: "2026-13" });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain("Enter the month as YYYY-MM.");
    expect((await asMasterUser("POST", "/master/bill/run", { month: "2026-04" })).statusCode).toBe(403);
    expect((await asOem("POST", "/master/bill/run", { month: "2026-04" })).statusCode).toBe(403);
  });
});

describe("reading bills", () => {
  it("lists the caller's tree only, filtered by month, status and account", async () => {
    const all = (await asMaster("GET", "/bill?month=2026-04")).json();
    expect(all.total).toBe(3);
    const oemBills = (await asOem("GET", "/bill")).json();
    expect(oemBills.items.map((bill: { company_name: string }) => bill.company_name).sort()).toEqual([
      "Reseller KK",
      "Reseller KK",
      "Resold KK",
    ]);
    const own = (await asUser("GET", "/bill")).json();
    expect(own.items.every((bill: { account_id: string }) => bill.account_id === direct.account.id)).toBe(
      true,
    );
    expect(own.total).toBe(2);
    const filtered = (
      await asMaster("GET", `/bill?account_id=${direct.account.id}&status=unpaid&month=2026-04`)
    ).json();
    expect(filtered.total).toBe(1);
    expect((await asMaster("GET", "/bill?status=lost")).statusCode).toBe(400);
  });

  it("shows a bill with its invoice: lines, tax per rate, issuer and registration number; other trees get 404", async () => {
    const bill = await billOf(direct.account.id, "2026-04");
    const response = await asUser("GET", `/bill/${bill.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { invoice, payment, can_force_complete } = response.json();
    expect(payment.total).toBe(34_650);
    expect(can_force_complete).toBe(false);
    expect(invoice).toMatchObject({
      month: "2026-04",
      due_date: "2026-05-31",
      recipient_name: "Direct KK",
      issuer: { name: "Mekuri Inc.", registration_number: "T9010401012345" },
      subtotal: 31_500,
      taxes: [{ rate_percent: 10, taxable: 31_500, tax: 3_150 }],
      tax: 3_150,
      total: 34_650,
      paid_by_card_on: null,
    });
    expect(invoice.lines.map((line: { label: string; amount: number }) => [line.label, line.amount])).toEqual(
      [
        [`Plan fee (${bill.planName})`, 30_000],
        ["PV fee (blocks of 1,000 PV over 50,000 PV)", 1_500],
      ],
    );
    expect((await asOem("GET", `/bill/${bill.id}`)).statusCode).toBe(404);
    expect((await caller(ctx, resold.token)("GET", `/bill/${bill.id}`)).statusCode).toBe(404);
  });

  it("exports the filtered list as CSV with amounts in yen", async () => {
    const response = await asMaster("GET", "/bill/export-csv?month=2026-04");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = response.body.slice(1).trim().split("\r\n");
    expect(lines[0]).toContain("Total (incl. tax)");
    expect(lines).toHaveLength(4);
    expect(lines.find((line) => line.includes("Direct KK"))).toContain(",34650");
  });

  it("estimates the next bill from this month's page views", async () => {
    const response = await asUser("GET", "/bill/estimate");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ so_far: { plan_fee: 30_000 }, projected: { plan_fee: 30_000 } });
    expect((await asOem("GET", `/bill/estimate?id=${direct.account.id}`)).statusCode).toBe(404);
  });
});

describe("force-complete", () => {
  it("is refused to a master user and to a customer, and changes nothing", async () => {
    const bill = await billOf(direct.account.id, "2026-04");
    expect((await asMasterUser("PUT", `/bill/${bill.id}/force-complete`)).statusCode).toBe(403);
    expect((await asUser("PUT", `/bill/${bill.id}/force-complete`)).statusCode).toBe(403);
    expect((await asOem("PUT", `/bill/${bill.id}/force-complete`)).statusCode).toBe(403);
    expect((await billOf(direct.account.id, "2026-04")).status).toBe("unpaid");
  });

  it("completes an unpaid payment for good and writes the contract history with executor and time", async () => {
    const bill = await billOf(direct.account.id, "2026-04");
    const detail = (await asMaster("GET", `/bill/${bill.id}`)).json();
    expect(detail.can_force_complete).toBe(true);
    const done = await asMaster("PUT", `/bill/${bill.id}/force-complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: "The payment has been force-completed.",
      payment: { status: "completed" },
    });
    const history = await ctx.database.db
      .select()
      .from(contractHistory)
      .where(
        and(
          eq(contractHistory.accountId, direct.account.id),
          eq(contractHistory.action, "paymentForceComplete"),
        ),
      );
    expect(history).toHaveLength(1);
    expect(history[0]!.detail).toBe("2026-04: unpaid → completed (¥34,650)");
    expect(history[0]!.executorName).toMatch(/^Operator \d+ </);
    expect(history[0]!.executedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const again = await asMaster("PUT", `/bill/${bill.id}/force-complete`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only an unpaid payment can be force-completed.");
    expect((await asMaster("PUT", `/bill/${bill.id}/confirm-receipt`)).statusCode).toBe(409);
  });

  it("says card payments are not configured when no card provider is, and pays by transfer", async () => {
    expect((await asUser("GET", "/billing/payment-method")).json()).toEqual({
      method: "bank_transfer",
      card: null,
      card_available: false,
    });
    const refused = await asUser("POST", "/billing/card-setup");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Card payments are not configured on this server.");
  });

  it("answers 404 for a bill that does not exist", async () => {
    const missing = await asMaster("PUT", "/bill/00000000-0000-4000-8000-000000000000/force-complete");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("This bill does not exist.");
  });
});

describe("invoices", () => {
  it("are issued by the OEM master for its own customers once it has issuer details", async () => {
    const saved = await asOem("PUT", "/billing/issuer", {
      name: "Reseller KK",
      registration_number: "T1011001098765",
      address: "Osaka",
      bank_transfer: "MUFG Bank 7654321",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await asOem("GET", "/billing/issuer")).json()).toMatchObject({
      configured: true,
      registration_number: "T1011001098765",
    });
    await runMonthlyBilling(ctx.database.db, "2026-05");
    const resoldBill = await billOf(resold.account.id, "2026-05");
    const oemBill = await billOf(oem.account.id, "2026-05");
    expect((await asOem("GET", `/bill/${resoldBill.id}`)).json().invoice.issuer.name).toBe("Reseller KK");
    // The reseller itself is billed by the platform.
    expect((await asOem("GET", `/bill/${oemBill.id}`)).json().invoice.issuer.name).toBe("Mekuri Inc.");
  });

  it("record a received transfer by the invoice's issuer: the OEM master for its customer, not for what the platform issued", async () => {
    const resoldBill = await billOf(resold.account.id, "2026-05");
    const oemBill = await billOf(oem.account.id, "2026-05");
    // The reseller's own bill was issued by the platform, so its money went to the platform.
    expect((await asOem("GET", `/bill/${oemBill.id}`)).json().can_confirm_receipt).toBe(false);
    const refused = await asOem("PUT", `/bill/${oemBill.id}/confirm-receipt`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Only the issuer of this invoice can record that its transfer arrived.",
    );
    expect((await billOf(oem.account.id, "2026-05")).status).toBe("unpaid");
    // A customer and a master user never record transfers.
    expect((await asUser("PUT", `/bill/${resoldBill.id}/confirm-receipt`)).statusCode).toBe(403);
    expect((await asMasterUser("PUT", `/bill/${resoldBill.id}/confirm-receipt`)).statusCode).toBe(403);

    expect((await asOem("GET", `/bill/${resoldBill.id}`)).json().can_confirm_receipt).toBe(true);
    const recorded = await asOem("PUT", `/bill/${resoldBill.id}/confirm-receipt`);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toMatchObject({
      message: "The bank transfer has been recorded as received.",
      payment: { status: "paid" },
    });
    expect((await billOf(resold.account.id, "2026-05")).paidAt).toBeInstanceOf(Date);
    const history = await ctx.database.db
      .select()
      .from(contractHistory)
      .where(
        and(
          eq(contractHistory.accountId, resold.account.id),
          eq(contractHistory.action, "paymentReceiptConfirmed"),
        ),
      );
    expect(history.map((line) => line.detail)).toEqual([
      `2026-05: unpaid → paid (¥${(await billOf(resold.account.id, "2026-05")).total.toLocaleString("en-US")})`,
    ]);
    expect((await asOem("GET", `/bill/${resoldBill.id}`)).json().can_confirm_receipt).toBe(false);
    expect((await asOem("PUT", `/bill/${resoldBill.id}/confirm-receipt`)).statusCode).toBe(409);
    // The master may record the platform's own.
    expect((await asMaster("PUT", `/bill/${oemBill.id}/confirm-receipt`)).statusCode).toBe(200);
  });

  it("refuse a registration number with a wrong check digit, next to the field", async () => {
    const response = await caller(ctx, oem.token, "ja")("PUT", "/billing/issuer", {
      ...platformIssuer,
      registration_number: "T1010401012345",
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain("この登録番号は正しくありません");
    const shape = await asOem("PUT", "/billing/issuer", {
      ...platformIssuer,
      registration_number: "9010401012345",
    });
    expect(JSON.stringify(shape.json())).toContain("T followed by 13 digits");
    expect((await asUser("PUT", "/billing/issuer", platformIssuer)).statusCode).toBe(403);
  });

  it("cannot be changed once issued: a correction is a new invoice that cancels the old one, both kept", async () => {
    const bill = await billOf(resold.account.id, "2026-04");
    const before = (await asMaster("GET", `/bill/${bill.id}`)).json().invoice;
    await expect(
      ctx.database.db.update(invoices).set({ total: 1 }).where(eq(invoices.id, before.id)),
    ).rejects.toThrow();
    await expect(ctx.database.db.delete(invoices).where(eq(invoices.id, before.id))).rejects.toThrow();

    // Late page views arrive for April; the corrected bill charges them.
    await pageViewsOn(ctx, resold.account.id, "2026-04-15", 51_000);
    const corrected = await asMaster("POST", `/bill/${bill.id}/reissue`, { notes: "PV corrected" });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().payment).toMatchObject({ page_view_fee: 500, total: 143_550 });
    const detail = (await asMaster("GET", `/bill/${bill.id}`)).json();
    expect(detail.invoice).toMatchObject({
      replaces_number: before.number,
      notes: "PV corrected",
      total: 143_550,
    });
    expect(detail.invoices).toHaveLength(2);
    expect(
      detail.invoices.find((entry: { number: string }) => entry.number === before.number).cancelled,
    ).toBe(true);
    const [old] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, before.id));
    expect(old!.total).toBe(143_000);
    expect((await asOem("POST", `/bill/${bill.id}/reissue`, {})).statusCode).toBe(403);
  });
});

describe("the invoice PDF", () => {
  it("is in Japanese with the reader's language beside it, and its text holds the amounts and the registration number", async () => {
    const bill = await billOf(direct.account.id, "2026-04");
    const response = await asUser("GET", `/bill/${bill.id}/export-pdf?lang=en`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="invoice-202604-\d{6}\.pdf"$/,
    );
    const { pages, title } = await readPdf(response.rawPayload);
    const text = pages.join(" ");
    expect(title).toMatch(/^請求書 202604-\d{6}$/);
    for (const expected of [
      "請求書 / Invoice",
      "T9010401012345",
      "Direct KK",
      "¥30,000",
      "¥1,500",
      "¥31,500",
      "¥3,150",
      "¥34,650",
      "10%対象 ¥31,500 / 消費税 ¥3,150",
      "2026-05-31",
    ])
      expect(text).toContain(expected);
  });

  it("is in Japanese only for a Japanese reader, and refused outside the caller's tree", async () => {
    const bill = await billOf(direct.account.id, "2026-04");
    const japanese = await caller(ctx, direct.token, "ja")("GET", `/bill/${bill.id}/export-pdf`);
    const text = (await readPdf(japanese.rawPayload)).pages.join(" ");
    expect(text).toContain("請求書");
    expect(text).not.toContain("Invoice");
    expect((await asOem("GET", `/bill/${bill.id}/export-pdf`)).statusCode).toBe(404);
  });
});
