import type { ViewerServerEntry } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sites } from "../../platform/database/schema/index.ts";
import { siteFixture } from "../../testing/site-fixture.ts";
import { createAccount, useTestApp } from "../../testing/test-app.ts";
import { publishSite } from "../sites/publish-site.ts";
import { insertSiteDraft } from "../sites/site-draft-writer.ts";
import { rendererFrom } from "./viewer-renderer.ts";

const viewerSource = new URL("../../../../viewer/src/entry-server.tsx", import.meta.url).pathname;
const ctx = useTestApp({
  env: { LOG_LEVEL: "error" },
  loadViewerRenderer: async () =>
    rendererFrom((await import(/* @vite-ignore */ viewerSource)) as ViewerServerEntry, {
      scripts: ["/viewer/assets/entry.js"],
      css: "",
      preloads: [],
    }),
});
let shopSite: string;
let brandSite: string;

const flags = { settingFormContact: true, settingPopupCta: true, poweredBy: false };

beforeAll(async () => {
  const account = await createAccount(ctx, { kind: "user" });
  shopSite = await insertSiteDraft(ctx.database.db, {
    ...siteFixture(account.id),
    name: "Shop",
    customDomain: "shop.example.com",
  });
  brandSite = await insertSiteDraft(ctx.database.db, {
    ...siteFixture(account.id),
    name: "Brand",
    customDomain: "brand.example.com",
    customPath: "/campaign/",
  });
  for (const id of [shopSite, brandSite]) await publishSite(ctx.database.db, id, "PUBLISH", flags);
});

const get = (host: string, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "GET", url, headers: { host, ...headers } });

/** The data the viewer hydrates from. */
const inlined = (html: string) =>
  JSON.parse(/<script type="application\/json" id="mekuri-data">(.*?)<\/script>/s.exec(html)![1]!) as {
    basePath: string;
    page?: { name: string };
    position: string;
    query: string;
    snapshot: { siteId: string; lang: string };
  };

describe("custom domains", () => {
  it("answers the site's root with its first page, without the site segment", async () => {
    const response = await get("shop.example.com", "/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("A1（日本語）");
    const data = inlined(response.body);
    expect(data.snapshot.siteId).toBe(shopSite);
    expect(data.basePath).toBe("");
    expect(response.body).toContain('<link rel="canonical" href="http://shop.example.com/A1">');
  });

  it("serves positions and languages, carries the query, and omits the default language", async () => {
    const response = await get("Shop.Example.com:443", "/EN/A2?utm_source=ad");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("A2 (English)");
    const data = inlined(response.body);
    expect(data).toMatchObject({ position: "A2", query: "utm_source=ad", snapshot: { lang: "en" } });
    expect((await get("shop.example.com", "/B1")).body).toContain("B1（日本語）");
    expect((await get("shop.example.com", "/KR/A1")).statusCode).toBe(404);
  });

  it("serves the special pages without the site segment", async () => {
    const response = await get("shop.example.com", "/EN/contact?utm_source=ad");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en"');
    expect(inlined(response.body)).toMatchObject({ basePath: "", page: { name: "contact" } });
    expect((await get("brand.example.com", "/campaign/register")).statusCode).toBe(200);
  });

  it("keeps the site's own security headers", async () => {
    const response = await get("shop.example.com", "/A1");
    expect(response.headers["content-security-policy"]).toContain(
      "frame-ancestors 'self' http://localhost:3000",
    );
    expect(response.headers["content-security-policy"]).toContain("default-src *");
  });

  it("applies the custom site path", async () => {
    const response = await get("brand.example.com", "/campaign/EN/A1");
    expect(response.statusCode).toBe(200);
    expect(inlined(response.body)).toMatchObject({ basePath: "/campaign", snapshot: { siteId: brandSite } });
    expect((await get("brand.example.com", "/campaign")).statusCode).toBe(200);
    expect((await get("brand.example.com", "/")).statusCode).toBe(404);
    expect((await get("brand.example.com", "/EN/A1")).statusCode).toBe(404);
  });

  it("answers an unknown host, and an unpublished site's domain, with the 404 page", async () => {
    const unknown = await get("unknown.example.org", "/", { accept: "text/html" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("This page could not be found.");

    await ctx.database.db.update(sites).set({ status: "PRIVATE" }).where(eq(sites.id, brandSite));
    await ctx.app.published.invalidate(brandSite);
    expect((await get("brand.example.com", "/campaign")).statusCode).toBe(404);
  });

  it("keeps the API and the viewer's assets on a custom domain", async () => {
    const response = await get("shop.example.com", `/api/v1/end-user/site/${shopSite}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().site_id).toBe(shopSite);
  });

  it("leaves the console's own hosts alone", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { host: "localhost:3000" },
    });
    expect(response.statusCode).toBe(200);
    const console = await ctx.app.inject({ method: "GET", url: "/A1", headers: { host: "127.0.0.1:3000" } });
    expect(console.body).not.toContain("This page could not be found.");
  });
});
