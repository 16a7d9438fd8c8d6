import { jstMonth } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, plans } from "../../platform/database/schema/index.ts";
import { createAccount, useTestApp } from "../../testing/test-app.ts";
import { figuresTtlMs, TreeFiguresCache } from "./tree-figures.ts";

const ctx = useTestApp();

describe("tree figures cache", () => {
  it("reads a tree once for calls that come together, and again once its figures are too old", async () => {
    const db = ctx.database.db;
    const master = await createAccount(ctx, { kind: "master" });
    const [light] = await db.select().from(plans).where(eq(plans.code, "light"));
    const contract = async (name: string) => {
      const account = await createAccount(ctx, { kind: "user", parent: master, companyName: name });
      await db
        .update(accounts)
        .set({ planId: light!.id, contractStartDate: `${jstMonth(new Date())}-01` })
        .where(eq(accounts.id, account.id));
    };
    await contract("First");
    let now = new Date();
    const cache = new TreeFiguresCache(db, () => now);
    const month = jstMonth(now);

    const [a, b] = await Promise.all([cache.get(master), cache.get(master)]);
    expect(a).toBe(b);
    expect(a.snapshot(month).total).toBe(30_000);

    await contract("Second");
    expect((await cache.get(master)).snapshot(month).total).toBe(30_000);
    now = new Date(now.getTime() + figuresTtlMs + 1);
    expect((await cache.get(master)).snapshot(month).total).toBe(60_000);
  });
});
