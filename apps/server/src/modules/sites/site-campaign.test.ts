import { randomUUID } from "node:crypto";
import type { SiteDocument } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { siteCampaigns } from "../../platform/database/schema/index.ts";
import { api, createAccount, useTestApp } from "../../testing/test-app.ts";
import { asDocument, filledDocument, siteApi, tenant } from "./site-test-helpers.ts";

const ctx = useTestApp();
let owner: Awaited<ReturnType<typeof tenant>>;
let stranger: Awaited<ReturnType<typeof tenant>>;
let siteId: string;
const bannerId = randomUUID();

const campaign: NonNullable<SiteDocument["campaign"]> = {
  names: { ja: "春", en: "Spring", ko: "봄" },
  backgrounds: { ja: "/media/sites/bg-ja.png", en: "/media/sites/bg-en.png" },
  backgroundColor: "#FFFFFF",
  backgroundOpacity: 100,
  startDate: null,
  endDate: null,
  effectivePages: [1],
  isOnClickCount: true,
  positionLp: "center",
  banners: [
    {
      id: bannerId,
      position: "left",
      zIndex: 1,
      x: 20,
      y: 20,
      width: 200,
      height: 120,
      parentWidth: 240,
      parentHeight: 480,
      linkType: "EXTERNAL",
      linkDestinationUrl: "https://example.com",
      mediaUrl: "/media/sites/banner.png",
      lockRatio: true,
    },
  ],
  buttons: [],
  links: [],
};

const publicSite = (lang: string) =>
  ctx.app.inject({ method: "GET", url: api(`/end-user/site/${siteId}?lang=${lang}`) });
const clicksOf = (token: string) => siteApi(ctx, token).call("GET", `/site/${siteId}/campaign/clicks`);

beforeAll(async () => {
  const master = await createAccount(ctx, { kind: "master" });
  owner = await tenant(ctx, { parent: master, plan: "pro-multilingual" });
  stranger = await tenant(ctx, { parent: master, plan: "pro" });
  const created = await siteApi(ctx, owner.token).create({
    name: "Campaign",
    number_horizontal: 2,
    number_vertical: 1,
    languages: ["ja", "en", "ko"],
  });
  siteId = created.json().id;
  const doc = filledDocument(asDocument((await siteApi(ctx, owner.token).get(siteId)).json()));
  const categories = doc.categories.map((category) =>
    category.columnIndex === 0 ? { ...category, textColor: "#E8590C" } : category,
  );
  expect((await siteApi(ctx, owner.token).put(siteId, { ...doc, categories, campaign })).statusCode).toBe(
    200,
  );
  expect((await siteApi(ctx, owner.token).publish(siteId, "public")).statusCode).toBe(200);
});

describe("the global menu items' text colours", () => {
  it("keeps an item's own colour in the draft and publishes it, null where the menu's colour applies", async () => {
    const doc = asDocument((await siteApi(ctx, owner.token).get(siteId)).json());
    expect(doc.categories.map((category) => category.textColor)).toEqual(["#E8590C", null]);
    const published = (await publicSite("en")).json();
    expect(
      published.categories.map((category: { text_color: string | null }) => category.text_color),
    ).toEqual(["#E8590C", null]);
  });
});

describe("the campaign background per language", () => {
  it("publishes each language's own background, the default language's where one has none", async () => {
    expect((await publicSite("ja")).json().campaign.background_url).toBe("/media/sites/bg-ja.png");
    expect((await publicSite("en")).json().campaign.background_url).toBe("/media/sites/bg-en.png");
    expect((await publicSite("ko")).json().campaign.background_url).toBe("/media/sites/bg-ja.png");
  });

  it("reads a campaign stored with one background for all languages as the default language's", async () => {
    const [row] = await ctx.database.db.select().from(siteCampaigns).where(eq(siteCampaigns.siteId, siteId));
    const { backgrounds: _backgrounds, ...props } = row!.props as typeof campaign;
    await ctx.database.db
      .update(siteCampaigns)
      .set({ props: { ...props, backgroundUrl: "/media/sites/legacy.png" } })
      .where(eq(siteCampaigns.siteId, siteId));
    const doc = asDocument((await siteApi(ctx, owner.token).get(siteId)).json());
    expect(doc.campaign?.backgrounds).toEqual({ ja: "/media/sites/legacy.png" });
    // Saving it again stores the per-language form.
    expect((await siteApi(ctx, owner.token).put(siteId, doc)).statusCode).toBe(200);
    const [saved] = await ctx.database.db
      .select()
      .from(siteCampaigns)
      .where(eq(siteCampaigns.siteId, siteId));
    expect(saved!.props).toMatchObject({ backgrounds: { ja: "/media/sites/legacy.png" } });
    expect(saved!.props).not.toHaveProperty("backgroundUrl");
  });
});

describe("GET /site/{id}/campaign/clicks", () => {
  it("answers the clicks counted on each campaign item", async () => {
    expect((await clicksOf(owner.token)).json()).toEqual({ clicks: {} });
    for (let i = 0; i < 2; i++) {
      const click = await ctx.app.inject({
        method: "POST",
        url: api(`/end-user/campaign/${bannerId}/click`),
        payload: { site_id: siteId },
      });
      expect(click.statusCode).toBe(200);
    }
    const response = await clicksOf(owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({ clicks: { [bannerId]: 2 } });
  });

  it("answers 404 to another account, without the counts", async () => {
    const response = await clicksOf(stranger.token);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(bannerId);
  });
});
