import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, plans, sites } from "../../platform/database/schema/index.ts";
import { createAccount, useTestApp } from "../../testing/test-app.ts";
import {
  assertCanCreateSite,
  assertFeature,
  assertPageCount,
  capabilitiesOfAccount,
} from "./account-capabilities.ts";

const ctx = useTestApp();
let master = { id: "", path: "" };
let light = { id: "", path: "" };
let none = { id: "", path: "" };

beforeAll(async () => {
  master = await createAccount(ctx, { kind: "master" });
  light = await createAccount(ctx, { kind: "user", parent: master });
  none = await createAccount(ctx, { kind: "user", parent: master });
  const [plan] = await ctx.database.db.select().from(plans).where(eq(plans.code, "light"));
  await ctx.database.db.update(accounts).set({ planId: plan!.id }).where(eq(accounts.id, light.id));
  await ctx.database.db
    .insert(sites)
    .values({ accountId: light.id, name: "Only", numberHorizontal: 1, numberVertical: 1, settings: {} });
});

const user = (account: { id: string }) => ({ id: account.id, kind: "user" as const });

describe("plan limits through planCapabilities", () => {
  it("refuses a site beyond the plan, a grid beyond its pages and a feature it lacks", async () => {
    await expect(assertCanCreateSite(ctx.database.db, user(light))).rejects.toMatchObject({
      statusCode: 403,
      code: "PLAN_LIMIT",
      messageKey: "plans.siteLimit",
      params: { max: 1 },
    });
    await expect(assertPageCount(ctx.database.db, user(light), 12)).resolves.toBeUndefined();
    await expect(assertPageCount(ctx.database.db, user(light), 13)).rejects.toMatchObject({
      messageKey: "plans.pageLimit",
    });
    await expect(assertFeature(ctx.database.db, user(light), "privateDomain")).rejects.toMatchObject({
      messageKey: "plans.featureLocked",
    });
    await expect(assertFeature(ctx.database.db, user(light), "settingFormContact")).resolves.toBeUndefined();
  });

  it("lets an account without a plan build nothing, and the master everything", async () => {
    await expect(assertCanCreateSite(ctx.database.db, user(none))).rejects.toMatchObject({
      messageKey: "plans.notContracted",
    });
    await expect(
      assertCanCreateSite(ctx.database.db, { id: master.id, kind: "master" }),
    ).resolves.toBeUndefined();
    expect((await capabilitiesOfAccount(ctx.database.db, { id: master.id, kind: "master" })).maxSites).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});
