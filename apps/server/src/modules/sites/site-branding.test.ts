import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sites } from "../../platform/database/schema/index.ts";
import { fixtureSettings, siteFixture } from "../../testing/site-fixture.ts";
import { api, createAccount, useTestApp } from "../../testing/test-app.ts";
import { publishSite } from "./publish-site.ts";
import { insertSiteDraft } from "./site-draft-writer.ts";
import { asDocument, siteApi, tenant } from "./site-test-helpers.ts";

const ctx = useTestApp();
const plan = { settingFormContact: true, settingPopupCta: true, poweredBy: false };
let accountId: string;

beforeAll(async () => {
  accountId = (await createAccount(ctx, { kind: "user" })).id;
});

const snapshotOf = async (siteId: string, lang: string) =>
  (await ctx.app.inject({ method: "GET", url: api(`/end-user/site/${siteId}?lang=${lang}`) })).json();

describe("site branding in the published snapshot", () => {
  it("publishes the branding in every language", async () => {
    const branding = { logoUrl: "/files/brand.png", mainColor: "#2F9E44", textColor: "#212529" };
    const siteId = await insertSiteDraft(ctx.database.db, {
      ...siteFixture(accountId),
      settings: { ...fixtureSettings, branding },
    });
    await publishSite(ctx.database.db, siteId, "PUBLISH", plan);
    for (const lang of ["ja", "en"]) {
      expect((await snapshotOf(siteId, lang)).settings.branding).toEqual({
        logo_url: "/files/brand.png",
        main_color: "#2F9E44",
        text_color: "#212529",
      });
    }
  });

  it("publishes empty branding for a site stored before branding existed", async () => {
    const siteId = await insertSiteDraft(ctx.database.db, siteFixture(accountId));
    const { branding: _dropped, ...oldSettings } = fixtureSettings;
    await ctx.database.db.update(sites).set({ settings: oldSettings }).where(eq(sites.id, siteId));
    await publishSite(ctx.database.db, siteId, "PUBLISH", plan);
    expect((await snapshotOf(siteId, "ja")).settings.branding).toEqual({
      logo_url: null,
      main_color: null,
      text_color: null,
    });
  });
});

describe("site branding in the builder", () => {
  it("starts a new site without branding, saves colours and refuses one that is not a colour", async () => {
    const master = await createAccount(ctx, { kind: "master" });
    const { token } = await tenant(ctx, { parent: master, plan: "pro" });
    const sitesApi = siteApi(ctx, token);
    const id = (await sitesApi.create({ name: "Brand", number_horizontal: 1, number_vertical: 1 })).json().id;
    const doc = asDocument((await sitesApi.get(id)).json());
    expect(doc.settings.branding).toEqual({ logoUrl: null, mainColor: null, textColor: null });

    const branding = { logoUrl: null, mainColor: "#E8590C", textColor: "#343A40" };
    const saved = await sitesApi.put(id, { ...doc, settings: { ...doc.settings, branding } });
    expect(saved.statusCode).toBe(200);
    expect(asDocument((await sitesApi.get(id)).json()).settings.branding).toEqual(branding);

    const after = asDocument((await sitesApi.get(id)).json());
    const refused = await sitesApi.put(id, {
      ...after,
      settings: { ...after.settings, branding: { ...branding, textColor: "dark" } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toContainEqual({
      path: "settings.branding.text_color",
      message: "Invalid color code. Use #RGB, #RRGGBB, rgb(a) or hsl(a).",
    });
  });
});
