import { compileSite } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, plans } from "../../platform/database/schema/index.ts";
import { siteFixture } from "../../testing/site-fixture.ts";
import { createAccount, useTestApp } from "../../testing/test-app.ts";
import { ensureDefaultPlans } from "../plans/default-plans.ts";
import { planFlagsOfAccount } from "./plan-flags.ts";
import { loadSiteDraft } from "./site-draft-repository.ts";
import { insertSiteDraft } from "./site-draft-writer.ts";

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
      settingTagSeo: true,
    });
  });

  it("keeps the creator's head and body tags out of a site whose plan lacks the tag setting", async () => {
    const flags = await planFlagsOfAccount(ctx.database.db, await accountOnPlan("light"));
    expect(flags.settingTagSeo).toBe(false);
    const account = await createAccount(ctx, { kind: "user" });
    const fixture = siteFixture(account.id);
    const tags = {
      headTags: '<meta name="gtag" content="x">',
      bodyTags: '<script src="/t.js" defer></script>',
    };
    const siteId = await insertSiteDraft(ctx.database.db, {
      ...fixture,
      languages: ["ja"],
      texts: { ja: { seo: { ...fixture.texts.ja!.seo, ...tags }, company: null } },
    });
    const draft = (await loadSiteDraft(ctx.database.db, siteId))!;
    const [compiled] = compileSite(draft, flags, 1, new Date());
    expect(compiled!.publicData.seo).toMatchObject({ title: "フィクスチャ", headTags: "", bodyTags: "" });
    // The viewer learns only the flags it acts on.
    expect(Object.keys(compiled!.publicData.plan).sort()).toEqual([
      "poweredBy",
      "settingFormContact",
      "settingPopupCta",
    ]);
    const [allowed] = compileSite(draft, { ...flags, settingTagSeo: true }, 1, new Date());
    expect(allowed!.publicData.seo).toMatchObject(tags);
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
      settingTagSeo: false,
    });
  });
});
