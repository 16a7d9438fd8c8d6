import { addMonthsTo, jstMonth } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  contractHistory,
  planChanges,
  plans,
  sites,
} from "../../platform/database/schema/index.ts";
import { fixtureSettings } from "../../testing/site-fixture.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";

const ctx = useTestApp();
const tokens = { master: "", masterUser: "", oem: "", user: "" };

// Months relative to today in Japan, so the figures hold whatever day the suite runs.
const thisMonth = jstMonth(new Date());
const m3 = addMonthsTo(thisMonth, -3);
const m2 = addMonthsTo(thisMonth, -2);
const m1 = addMonthsTo(thisMonth, -1);
const lastDayOf = (month: string) =>
  new Date(Date.parse(`${addMonthsTo(month, 1)}-01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
/** Noon in Japan on a day. */
const noonJst = (day: string) => new Date(`${day}T03:00:00Z`);

async function call(path: string, token: string, locale = "en") {
  return ctx.app.inject({
    method: "GET",
    url: api(path),
    headers: { ...bearer(token), "accept-language": locale },
  });
}

beforeAll(async () => {
  const db = ctx.database.db;
  const master = await createAccount(ctx, { kind: "master" });
  tokens.master = (
    await login(ctx, (await createOperator(ctx, { account: master, role: "MASTER" })).email)
  ).access_token;
  tokens.masterUser = (
    await login(ctx, (await createOperator(ctx, { account: master, role: "MASTER_USER" })).email)
  ).access_token;
  // The seeded price list: Light ¥30,000, Standard ¥50,000, Premium ¥80,000, EP/OEM ¥40,000, Trial ¥0.
  const planRows = await db.select({ id: plans.id, name: plans.name }).from(plans);
  const plan = (name: string) => planRows.find((row) => row.name === name)!.id;

  async function contracted(
    name: string,
    input: {
      parent?: { id: string; path: string };
      kind?: "user" | "oem_master";
      start: string;
      plan: string;
    },
    extra: Partial<typeof accounts.$inferInsert> = {},
  ) {
    const account = await createAccount(ctx, {
      kind: input.kind ?? "user",
      parent: input.parent ?? master,
      companyName: name,
    });
    await db
      .update(accounts)
      .set({ contractStartDate: input.start, planId: plan(input.plan), ...extra })
      .where(eq(accounts.id, account.id));
    return account;
  }
  const history = (accountId: string, day: string, action: string, detail: string) =>
    db
      .insert(contractHistory)
      .values({ accountId, executorName: "Test", action, detail, executedAt: noonJst(day) });

  const a = await contracted("Alpha", { start: `${m3}-10`, plan: "Light" });
  await db
    .insert(planChanges)
    .values({ accountId: a.id, planId: plan("Standard"), effectiveDate: `${m1}-01` });
  const b = await contracted("Bravo", { start: `${m3}-05`, plan: "Premium" });
  await history(b.id, `${m2}-15`, "suspend", "active → suspended");
  await history(b.id, `${m1}-03`, "resume", "suspended → active");
  await contracted("Charlie", { start: `${m2}-01`, plan: "Standard" }, { contractEndDate: lastDayOf(m2) });
  const oem = await contracted(
    "Oscar Reseller",
    { kind: "oem_master", start: `${m3}-01`, plan: "EP/OEM Standard" },
    { licenseIssuance: true },
  );
  const x = await contracted("X-ray", { parent: oem, start: `${m2}-20`, plan: "Light" });
  await contracted("Yankee", { parent: oem, start: `${m1}-02`, plan: "Trial" });
  // A company that never signed: counts nowhere.
  await createAccount(ctx, { kind: "user", parent: master, companyName: "Zulu", contractStatus: "inactive" });

  const site = (accountId: string, day: string) =>
    db.insert(sites).values({
      accountId,
      name: "Site",
      numberHorizontal: 1,
      numberVertical: 1,
      settings: fixtureSettings,
      createdAt: noonJst(day),
    });
  await site(a.id, `${m2}-03`);
  await site(a.id, `${m2}-04`);
  await site(x.id, `${m1}-05`);

  tokens.oem = (
    await login(ctx, (await createOperator(ctx, { account: oem, role: "OEM_MASTER" })).email)
  ).access_token;
  tokens.user = (
    await login(ctx, (await createOperator(ctx, { account: a, role: "USER" })).email)
  ).access_token;
});

const range = `start_month=${m3}&end_month=${m1}`;

describe("summary dashboard: the master's whole platform", () => {
  it("shows the cards for the range: sites, introductions, MRR and ARR at its end, paid plans", async () => {
    const response = await call(`/dashboard/registration-data?${range}`, tokens.master);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      range: { start_month: m3, end_month: m1 },
      sites_created: 3,
      companies_introduced: 6,
      companies_contracted: 5,
      // Alpha 50,000 + Bravo 80,000 + Oscar 40,000 + 2 × 5,000 licences + X-ray 30,000 (Yankee on trial).
      mrr: 210_000,
      arr: 2_520_000,
      paid_plans: 4,
    });
  });

  it("shows MRR, ARR and the movements month by month", async () => {
    const body = (await call(`/dashboard/revenue?${range}`, tokens.master)).json();
    expect(
      body.months.map((row: { month: string; mrr: number; arr: number }) => [row.month, row.mrr, row.arr]),
    ).toEqual([
      [m3, 150_000, 1_800_000],
      [m2, 155_000, 1_860_000],
      [m1, 210_000, 2_520_000],
    ]);
    expect(body.months[1].movements).toEqual({
      new: { amount: 80_000, accounts: 2 },
      reactivation: { amount: 0, accounts: 0 },
      expansion: { amount: 5_000, accounts: 1 },
      contraction: { amount: 0, accounts: 0 },
      churn: { amount: -80_000, accounts: 1 },
    });
    expect(body.months[2].movements).toEqual({
      new: { amount: 0, accounts: 0 },
      reactivation: { amount: 80_000, accounts: 1 },
      expansion: { amount: 25_000, accounts: 2 },
      contraction: { amount: 0, accounts: 0 },
      churn: { amount: -50_000, accounts: 1 },
    });
  });

  it("names the accounts behind a month's movements, largest change first", async () => {
    const body = (await call(`/dashboard/revenue/movements?month=${m1}`, tokens.master)).json();
    expect(
      body.items.map((item: { company_name: string; kind: string; change: number }) => [
        item.company_name,
        item.kind,
        item.change,
      ]),
    ).toEqual([
      ["Bravo", "reactivation", 80_000],
      ["Charlie", "churn", -50_000],
      ["Alpha", "expansion", 20_000],
      ["Oscar Reseller", "expansion", 5_000],
    ]);
    expect(body.items[2]).toMatchObject({
      from: 30_000,
      to: 50_000,
      from_plan: "Light",
      to_plan: "Standard",
    });
    const churn = (await call(`/dashboard/revenue/movements?month=${m1}&kind=churn`, tokens.master)).json();
    expect(churn.items.map((item: { company_name: string }) => item.company_name)).toEqual(["Charlie"]);
  });

  it("counts contracted and introduced accounts per plan", async () => {
    const body = (await call(`/dashboard/adoption-by-plan?${range}`, tokens.master)).json();
    const names = new Map(body.plans.map((plan: { id: string; name: string }) => [plan.id, plan.name]));
    const last = body.months[2].plans
      .filter((row: { accounts: number }) => row.accounts > 0)
      .map((row: { plan_id: string; accounts: number; introduced: number }) => [
        names.get(row.plan_id),
        row.accounts,
        row.introduced,
      ]);
    expect(last).toEqual([
      ["Trial", 1, 1],
      ["Light", 1, 0],
      ["EP/OEM Standard", 1, 0],
      ["Standard", 1, 0],
      ["Premium", 1, 0],
    ]);
  });

  it("shows sites created and sites per contracted company month by month", async () => {
    const body = (await call(`/dashboard/user-site?${range}`, tokens.master)).json();
    expect(body.months).toEqual([
      {
        month: m3,
        sites_created: 0,
        companies_introduced: 3,
        companies_contracted: 3,
        sites: 0,
        sites_per_company: 0,
      },
      {
        month: m2,
        sites_created: 2,
        companies_introduced: 2,
        companies_contracted: 4,
        sites: 2,
        sites_per_company: 0.5,
      },
      {
        month: m1,
        sites_created: 1,
        companies_introduced: 1,
        companies_contracted: 5,
        sites: 3,
        sites_per_company: 0.6,
      },
    ]);
  });

  it("lets a master user read the same dashboard", async () => {
    expect((await call(`/dashboard/registration-data?${range}`, tokens.masterUser)).json().mrr).toBe(210_000);
  });
});

describe("summary dashboard: scope and permission", () => {
  it("shows an OEM master only its own customers, not its own fee", async () => {
    const cards = (await call(`/dashboard/registration-data?${range}`, tokens.oem)).json();
    expect(cards).toMatchObject({
      sites_created: 1,
      companies_introduced: 2,
      mrr: 30_000,
      arr: 360_000,
      paid_plans: 1,
    });
    const revenue = (await call(`/dashboard/revenue?${range}`, tokens.oem)).json();
    expect(revenue.months.map((row: { mrr: number }) => row.mrr)).toEqual([0, 30_000, 30_000]);
    const movers = (await call(`/dashboard/revenue/movements?month=${m2}`, tokens.oem)).json();
    expect(movers.items.map((item: { company_name: string }) => item.company_name)).toEqual(["X-ray"]);
  });

  it("refuses every dashboard call to a role without dashboard:view", async () => {
    for (const path of [
      "/dashboard/registration-data",
      "/dashboard/user-site",
      "/dashboard/adoption-by-plan",
      "/dashboard/revenue",
      `/dashboard/revenue/movements?month=${m1}`,
    ]) {
      expect((await call(path, tokens.user)).statusCode, path).toBe(403);
    }
    expect((await ctx.app.inject({ method: "GET", url: api("/dashboard/revenue") })).statusCode).toBe(401);
  });
});

describe("summary dashboard: the range", () => {
  it("defaults to the last twelve months", async () => {
    const body = (await call("/dashboard/revenue", tokens.master)).json();
    expect(body.range).toEqual({ start_month: addMonthsTo(thisMonth, -11), end_month: thisMonth });
    expect(body.months).toHaveLength(12);
  });

  it.each([
    [`start_month=${m1}&end_month=${m3}`, "end_month", "The end month must not be before the start month."],
    [
      `start_month=${addMonthsTo(thisMonth, -24)}&end_month=${thisMonth}`,
      "end_month",
      "The range can be at most 24 months long.",
    ],
    [
      `start_month=${m1}&end_month=${addMonthsTo(thisMonth, 1)}`,
      "end_month",
      "Choose this month or an earlier one.",
    ],
    [`start_month=${m1}`, "end_month", "Enter both the start month and the end month."],
    [`start_month=2026-13&end_month=${m1}`, "start_month", "Enter the month as YYYY-MM."],
  ])("refuses %s next to %s", async (query, path, message) => {
    const response = await call(`/dashboard/registration-data?${query}`, tokens.master);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: [{ path, message }] });
  });

  it("accepts exactly 24 months and says the errors in the reader's language", async () => {
    const longest = `start_month=${addMonthsTo(thisMonth, -23)}&end_month=${thisMonth}`;
    expect((await call(`/dashboard/revenue?${longest}`, tokens.master)).json().months).toHaveLength(24);
    const reversed = await call(`/dashboard/revenue?start_month=${m1}&end_month=${m3}`, tokens.master, "ja");
    expect(reversed.json().fields[0].message).toBe("終了月は開始月以降にしてください。");
  });
});
