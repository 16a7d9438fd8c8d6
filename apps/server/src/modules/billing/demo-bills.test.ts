import { lastClosedMonth } from "@mekuri/domain";
import { and, asc, eq, lte } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, payments, plans } from "../../platform/database/schema/index.ts";
import { createAccount, useTestApp } from "../../testing/test-app.ts";
import { ensureDefaultPlans } from "../plans/default-plans.ts";
import { seedDemoBills } from "./demo-bills.ts";

const ctx = useTestApp();

describe("the demo's bills", () => {
  it("are made by the monthly job over the last four closed months, the last one left unpaid", async () => {
    const now = new Date("2026-07-10T03:00:00Z");
    await ensureDefaultPlans(ctx.database.db);
    const master = await createAccount(ctx, { kind: "master" });
    const demo = await createAccount(ctx, { kind: "user", parent: master, companyName: "Demo Company" });
    const [premium] = await ctx.database.db.select().from(plans).where(eq(plans.code, "premium"));
    await ctx.database.db.update(accounts).set({ planId: premium!.id }).where(eq(accounts.id, demo.id));

    await seedDemoBills(ctx.database.db, master, demo.id, now);

    // The app's own monthly job may bill the real last month meanwhile; this test's clock is July.
    const bills = await ctx.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.accountId, demo.id), lte(payments.month, "2026-06")))
      .orderBy(asc(payments.month));
    expect(bills.map((bill) => [bill.month, bill.status])).toEqual([
      ["2026-03", "paid"],
      ["2026-04", "paid"],
      ["2026-05", "paid"],
      ["2026-06", "unpaid"],
    ]);
    expect(lastClosedMonth(now)).toBe("2026-06");
    // The contract started in March: its initial fee is on March's bill only.
    expect(bills.map((bill) => bill.initialFee)).toEqual([100_000, 0, 0, 0]);
    const companies = new Set(
      (await ctx.database.db.select({ name: payments.companyName }).from(payments)).map((row) => row.name),
    );
    expect(companies).toEqual(new Set(["Demo Company", "Sakura Cosmetics KK", "Hinode Travel KK"]));
  });
});
