import { jstMonth } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, plans } from "../../platform/database/schema/index.ts";
import { createAccount, useTestApp } from "../../testing/test-app.ts";
import { figuresTtlMs, staleServeMs, TreeFiguresCache } from "./tree-figures.ts";

const ctx = useTestApp();

describe("tree figures cache", () => {
  it("reads a tree once for calls that come together, answers it for the TTL, then answers it once more while newer figures are read behind it", async () => {
    const db = ctx.database.db;
    const master = await createAccount(ctx, { kind: "master" });
    const contract = contractUnder(master);
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
    // Past the TTL: the old figures at once, the new read behind them.
    expect((await cache.get(master)).snapshot(month).total).toBe(30_000);
    await expect.poll(async () => (await cache.get(master)).snapshot(month).total).toBe(60_000);
  });

  it("waits for a new read when the kept figures are older than the stale limit", async () => {
    const db = ctx.database.db;
    const master = await createAccount(ctx, { kind: "master" });
    const contract = contractUnder(master);
    await contract("First");
    let now = new Date();
    const cache = new TreeFiguresCache(db, () => now);
    const month = jstMonth(now);
    expect((await cache.get(master)).snapshot(month).total).toBe(30_000);

    await contract("Second");
    now = new Date(now.getTime() + staleServeMs + 1);
    expect((await cache.get(master)).snapshot(month).total).toBe(60_000);
  });
});

function contractUnder(master: { id: string; path: string }) {
  return async (name: string) => {
    const db = ctx.database.db;
    const [light] = await db.select().from(plans).where(eq(plans.code, "light"));
    const account = await createAccount(ctx, { kind: "user", parent: master, companyName: name });
    await db
      .update(accounts)
      .set({ planId: light!.id, contractStartDate: `${jstMonth(new Date())}-01` })
      .where(eq(accounts.id, account.id));
  };
}
