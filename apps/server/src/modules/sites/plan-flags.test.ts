import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, plans } from "../../platform/database/schema/index.ts";
import { createAccount, useTestApp } from "../../testing/test-app.ts";
import { ensureDefaultPlans } from "../plans/default-plans.ts";
import { planFlagsOfAccount } from "./plan-flags.ts";

const ctx = useTestApp();

async function accountOnPlan(code: string | null) {
  const account = await createAccount(ctx, { kind: "user" });
  if (code) {
    const [plan] = await ctx.database.db.select().from(plans).where(eq(plans.code, code));
    await ctx.database.db.update(accounts).set({ planId: plan!.id }).where(eq(accounts.id, account.id));
  }
  return { id: account.id, kind: "user" as const };
}

beforeAll(() => ensureDefaultPlans(ctx.database.db));

describe("plan flags of a published site", () => {
  it("shows popups and forms without the powered-by footer on a paid plan that has them", async () => {
    expect(await planFlagsOfAccount(ctx.database.db, await accountOnPlan("premium"))).toEqual({
      settingFormContact: true,
      settingPopupCta: true,
      poweredBy: false,
    });
  });

  it("adds the powered-by footer on the free (¥0) plan", async () => {
    const flags = await planFlagsOfAccount(ctx.database.db, await accountOnPlan("trial"));
    expect(flags.poweredBy).toBe(true);
  });

  it("allows nothing and shows the footer for an account without a plan", async () => {
    expect(await planFlagsOfAccount(ctx.database.db, await accountOnPlan(null))).toEqual({
      settingFormContact: false,
      settingPopupCta: false,
      poweredBy: true,
    });
  });
});
