import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sites } from "../../platform/database/schema/index.ts";
import { siteFixture } from "../../testing/site-fixture.ts";
import { api, createAccount, useTestApp } from "../../testing/test-app.ts";
import { publishSite } from "../sites/publish-site.ts";
import { insertSiteDraft } from "../sites/site-draft-writer.ts";

const ctx = useTestApp();
const plan = { settingFormContact: true, settingPopupCta: true, poweredBy: false };
let siteId: string;
let draftOnlyId: string;

beforeAll(async () => {
  const account = await createAccount(ctx, { kind: "user" });
  siteId = await insertSiteDraft(ctx.database.db, siteFixture(account.id));
  await publishSite(ctx.database.db, siteId, "PUBLISH", plan);
  draftOnlyId = await insertSiteDraft(ctx.database.db, siteFixture(account.id));
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "GET", url: api(url), headers });

describe("published site snapshot", () => {
  it("serves the published site in the asked language with snake_case keys and an ETag", async () => {
    const response = await get(`/end-user/site/${siteId}?lang=en`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ site_id: siteId, lang: "en", default_language: "ja", name: "Fixture site" });
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual(["New", "Members"]);
    expect(body.categories[0].pages[0].content.detail.main_text).toBe("A1 (English)");
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(`/end-user/site/${siteId}?lang=en`, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("compresses the snapshot as the client accepts (brotli, else gzip), the same bytes for each request", async () => {
    const plain = await get(`/end-user/site/${siteId}?lang=ja`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("accept-encoding");
    const br = await get(`/end-user/site/${siteId}?lang=ja`, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.headers.etag).toBe(plain.headers.etag);
    const decoded = brotliDecompressSync(br.rawPayload).toString();
    expect(JSON.parse(decoded)).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    // Compressed once per published version: a second request gets the very same bytes.
    const again = await get(`/end-user/site/${siteId}?lang=ja`, { "accept-encoding": "br" });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    const gz = await get(`/end-user/site/${siteId}?lang=ja`, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it("falls back to the default language for one the site does not have", async () => {
    const response = await get(`/end-user/site/${siteId}?lang=ko`);
    expect(response.json().lang).toBe("ja");
  });

  it("never puts members-only content in the public snapshot or the public page call", async () => {
    const response = await get(`/end-user/site/${siteId}?lang=ja`);
    const locked = response.json().categories[1].pages[1];
    expect(locked).toMatchObject({ code: "B2", members_only_lock: true, content: null });
    expect(response.body).not.toContain("Secret B2");
    const page = await get(`/end-user/site/${siteId}/page/${locked.id}/public?lang=ja`);
    expect(page.statusCode).toBe(403);
    expect(page.body).not.toContain("Secret B2");
  });

  it("serves one page's content, buttons, products and links", async () => {
    const snapshot = (await get(`/end-user/site/${siteId}?lang=ja`)).json();
    const pageId = snapshot.categories[0].pages[1].id;
    const content = await get(`/end-user/site/${siteId}/page/${pageId}/public?lang=ja`);
    expect(content.json().content.detail.main_text).toBe("A2（日本語）");
    const buttons = await get(`/end-user/site/${siteId}/page/${pageId}/button/public?lang=en`);
    expect(buttons.json().buttons[0]).toMatchObject({ button_text: "Contact us", button_shape: "PILL" });
    expect((await get(`/end-user/site/${siteId}/page/${pageId}/product/public`)).json().products).toEqual([]);
    expect((await get(`/end-user/site/${siteId}/page/${pageId}/link/public`)).json().links).toEqual([]);
  });

  it("answers 404 for an unknown site, a draft-only site, a private site and a bad id", async () => {
    expect((await get("/end-user/site/6f1c2d3e-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await get(`/end-user/site/${draftOnlyId}`)).statusCode).toBe(404);
    expect((await get("/end-user/site/not-a-uuid")).statusCode).toBe(400);
    await ctx.database.db.update(sites).set({ status: "PRIVATE" }).where(eq(sites.id, siteId));
    ctx.app.published.invalidate(siteId);
    expect((await get(`/end-user/site/${siteId}`)).statusCode).toBe(404);
    await ctx.database.db.update(sites).set({ status: "PUBLISH" }).where(eq(sites.id, siteId));
    ctx.app.published.invalidate(siteId);
    expect((await get(`/end-user/site/${siteId}`)).statusCode).toBe(200);
  });

  it("notices an unpublish from another process within a second", async () => {
    await ctx.database.db.update(sites).set({ status: "PRIVATE" }).where(eq(sites.id, siteId));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await get(`/end-user/site/${siteId}`)).statusCode).toBe(404);
    await ctx.database.db.update(sites).set({ status: "PUBLISH" }).where(eq(sites.id, siteId));
    ctx.app.published.invalidate(siteId);
  });

  it("keeps serving the published version while the draft changes", async () => {
    await ctx.database.db.update(sites).set({ name: "Renamed draft" }).where(eq(sites.id, siteId));
    expect((await get(`/end-user/site/${siteId}`)).json().name).toBe("Fixture site");
    await publishSite(ctx.database.db, siteId, "PUBLISH", plan);
    ctx.app.published.invalidate(siteId);
    const republished = (await get(`/end-user/site/${siteId}`)).json();
    expect(republished).toMatchObject({ name: "Renamed draft", version: 2 });
  });
});
