import type { Product } from "@mekuri/domain";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sitePages } from "../../platform/database/schema/index.ts";
import { siteFixture } from "../../testing/site-fixture.ts";
import { api, createAccount, useTestApp } from "../../testing/test-app.ts";
import { publishSite } from "../sites/publish-site.ts";
import { insertSiteDraft } from "../sites/site-draft-writer.ts";

const ctx = useTestApp();
let siteId: string;
let draftOnlyId: string;

const product = (productName: string, order: number): Product => ({
  id: "new",
  order,
  productName,
  image: null,
  price: "¥1,000",
  description: "",
  linkButtonUrl: "",
  linkButtonText: "",
  linkButtonColor: "#99D52A",
  linkTextColor: "#FFFFFF",
  isInternalLink: false,
  coordinateX: 65,
  coordinateY: 260,
  textColor: "#FFFFFF",
  backgroundColor: "#000000",
});

const pageId = async (site: string, columnIndex: number, rowIndex: number) =>
  (
    await ctx.database.db
      .select({ id: sitePages.id })
      .from(sitePages)
      .where(
        and(
          eq(sitePages.siteId, site),
          eq(sitePages.columnIndex, columnIndex),
          eq(sitePages.rowIndex, rowIndex),
        ),
      )
  )[0]!.id;

beforeAll(async () => {
  const account = await createAccount(ctx, { kind: "user" });
  const fixture = siteFixture(account.id);
  fixture.customDomain = "seo.example.com";
  fixture.pages[0]!.products = { ja: [product("二番", 2), product("一番", 1)], en: [product("First", 1)] };
  siteId = await insertSiteDraft(ctx.database.db, fixture);
  draftOnlyId = await insertSiteDraft(ctx.database.db, { ...siteFixture(account.id), customDomain: null });
  await publishSite(ctx.database.db, siteId, "PUBLISH", {
    settingFormContact: true,
    settingPopupCta: true,
    poweredBy: false,
  });
});

const get = (url: string) => ctx.app.inject({ method: "GET", url: api(url) });

describe("GET /seo", () => {
  it("answers a published site's SEO by id, in the asked language", async () => {
    const response = await get(`/seo?site_id=${siteId}&lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      site_id: siteId,
      lang: "en",
      seo: { title: "Fixture", h1: "Fixture", description: "About", head_tags: "", body_tags: "" },
    });
    expect(response.headers.etag).toBeTruthy();
  });

  it("finds the site by its custom domain, in its default language", async () => {
    const response = await get("/seo?domain=SEO.example.com");
    expect(response.json()).toMatchObject({ site_id: siteId, lang: "ja", seo: { title: "フィクスチャ" } });
  });

  it("needs a site and knows only published ones", async () => {
    expect((await get("/seo")).statusCode).toBe(400);
    expect((await get(`/seo?site_id=${draftOnlyId}`)).statusCode).toBe(404);
    expect((await get("/seo?domain=nobody.example.com")).statusCode).toBe(404);
  });
});

describe("GET /page/{pageId}/product", () => {
  it("answers a published page's products in order", async () => {
    const response = await get(`/page/${await pageId(siteId, 0, 0)}/product`);
    expect(response.statusCode).toBe(200);
    expect(response.json().site_id).toBe(siteId);
    expect(response.json().products.map((p: { product_name: string }) => p.product_name)).toEqual([
      "一番",
      "二番",
    ]);
    const english = await get(`/page/${await pageId(siteId, 0, 0)}/product?lang=en`);
    expect(english.json().products).toHaveLength(1);
  });

  it("keeps members-only pages and unpublished sites to themselves", async () => {
    expect((await get(`/page/${await pageId(siteId, 1, 1)}/product`)).statusCode).toBe(403);
    expect((await get(`/page/${await pageId(draftOnlyId, 0, 0)}/product`)).statusCode).toBe(404);
    expect((await get("/page/6f1c2d3e-0000-4000-8000-000000000000/product")).statusCode).toBe(404);
  });
});
