import { lastClosedMonth, registrationNumberProblem } from "@mekuri/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedDemoCustomers, seedLightCompany } from "./demo-seed.ts";
import { ensureDefaultPlans } from "./modules/plans/default-plans.ts";
import { accounts, invoices, payments, plans } from "./platform/database/schema/index.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "./testing/test-app.ts";

const ctx = useTestApp();

describe("the demo's customers on a first start", () => {
  it("bills the dashboard's customers too, their resellers issuing their customers' invoices", async () => {
    const db = ctx.database.db;
    // The app's own monthly job may bill the real last month meanwhile; this clock is in July.
    const now = new Date("2026-07-10T03:00:00Z");
    const last = lastClosedMonth(now);
    await ensureDefaultPlans(db);
    const master = await createAccount(ctx, { kind: "master" });
    const demo = await createAccount(ctx, { kind: "user", parent: master, companyName: "Demo Company" });
    const [premium] = await db.select().from(plans).where(eq(plans.code, "premium"));
    await db.update(accounts).set({ planId: premium!.id }).where(eq(accounts.id, demo.id));

    await seedDemoCustomers(db, { demoAccountId: demo.id, withBusiness: true }, now);

    const billed = await db
      .select({ accountId: payments.accountId, kind: accounts.kind, parentId: accounts.parentId })
      .from(payments)
      .innerJoin(accounts, eq(accounts.id, payments.accountId))
      .where(eq(payments.month, last));
    // Dozens of the dashboard's customers, not only the demo account and the billing demo's two.
    expect(billed.length).toBeGreaterThan(30);
    expect(billed.some((row) => row.kind === "oem_master")).toBe(true);
    const resellerIds = new Set(
      billed.filter((row) => row.kind === "oem_master").map((row) => row.accountId),
    );
    const resellerCustomer = billed.find((row) => row.parentId && resellerIds.has(row.parentId));
    expect(resellerCustomer).toBeDefined();

    const [invoice] = await db
      .select({ issuerAccountId: invoices.issuerAccountId, issuer: invoices.issuer })
      .from(invoices)
      .innerJoin(payments, eq(payments.id, invoices.paymentId))
      .where(and(eq(payments.accountId, resellerCustomer!.accountId), eq(payments.month, last)));
    expect(invoice?.issuerAccountId).toBe(resellerCustomer!.parentId);
    const issuer = invoice!.issuer as { registrationNumber: string };
    expect(registrationNumberProblem(issuer.registrationNumber)).toBeNull();

    // The demo company keeps the fourteen months of the dashboard's history: no initial fee lately.
    const demoBills = await db.select().from(payments).where(eq(payments.accountId, demo.id));
    expect(demoBills.length).toBeGreaterThanOrEqual(4);
    expect(demoBills.every((bill) => bill.initialFee === 0)).toBe(true);
  });
});

describe("the demo's company on the Light plan", () => {
  it("has a draft site and sees the plan lock on the analytics menu", async () => {
    const db = ctx.database.db;
    await ensureDefaultPlans(db);
    const master = await createAccount(ctx, { kind: "master" });
    const account = await createAccount(ctx, {
      kind: "user",
      parent: master,
      companyName: "ひなたベーカリー",
    });
    const operator = await createOperator(ctx, { account, role: "USER" });
    await seedLightCompany(db, { accountId: account.id, email: operator.email });

    const [plan] = await db
      .select({ code: plans.code, analytics: plans.analyticsEffect })
      .from(accounts)
      .innerJoin(plans, eq(plans.id, accounts.planId))
      .where(eq(accounts.id, account.id));
    expect(plan).toEqual({ code: "light", analytics: false });
    const headers = bearer((await login(ctx, operator.email)).access_token);
    const list = await ctx.app.inject({ method: "GET", url: api("/site"), headers });
    expect(list.json().items).toEqual([expect.objectContaining({ status: "DRAFT" })]);
    const access = await ctx.app.inject({ method: "GET", url: api("/analysis/access"), headers });
    expect(access.json()).toEqual({ locked: true });
  });
});
