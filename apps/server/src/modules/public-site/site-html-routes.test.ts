import { brotliDecompressSync } from "node:zlib";
import type { ViewerServerEntry } from "@mekuri/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { siteFixture } from "../../testing/site-fixture.ts";
import { createAccount, useTestApp } from "../../testing/test-app.ts";
import { publishSite } from "../sites/publish-site.ts";
import { insertSiteDraft } from "../sites/site-draft-writer.ts";
import { notFoundPage } from "./site-html-routes.ts";
import { rendererFrom } from "./viewer-renderer.ts";

// A URL, not a literal path: the viewer's files are typechecked by the viewer, with the DOM's types.
const viewerSource = new URL("../../../../viewer/src/entry-server.tsx", import.meta.url).pathname;
const ctx = useTestApp({
  env: { LOG_LEVEL: "error" },
  loadViewerRenderer: async () =>
    // The viewer's own server entry, from source: the same components the built site uses.
    rendererFrom((await import(/* @vite-ignore */ viewerSource)) as ViewerServerEntry, {
      scripts: ["/viewer/assets/entry.js"],
      css: "",
      preloads: [],
    }),
});
let siteId: string;

beforeAll(async () => {
  const account = await createAccount(ctx, { kind: "user" });
  siteId = await insertSiteDraft(ctx.database.db, siteFixture(account.id));
  await publishSite(ctx.database.db, siteId, "PUBLISH", {
    settingFormContact: true,
    settingPopupCta: true,
    poweredBy: false,
  });
});

const onSiteOrigin = (path: string) =>
  ctx.app.inject({ method: "GET", url: path, headers: { host: `${siteId}.sites.localhost:3000` } });

describe("public site HTML", () => {
  it("sends a visitor on the console's origin to the site's own origin, keeping path and query", async () => {
    const response = await ctx.app.inject({ method: "GET", url: `/sites/${siteId}/EN/A2?utm_source=ad` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `http://${siteId}.sites.localhost:3000/sites/${siteId}/EN/A2?utm_source=ad`,
    );
  });

  it("answers 404 instead of a redirect for a site id that is not one, on the console's origin", async () => {
    for (const id of ["%F0%9F%98%80", "evil.example%23", "evil.example%3A80%2F"]) {
      const response = await ctx.app.inject({ method: "GET", url: `/sites/${id}/EN/A2` });
      expect(response.statusCode, id).toBe(404);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it("answers an unknown path on a site's host with the neutral 404 page, never the console", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/somewhere/else",
      headers: { host: `${siteId}.sites.localhost:3000`, accept: "text/html" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toBe(notFoundPage);
    // Neutral: light, with no console colours or name.
    expect(notFoundPage).toContain("background:#fff");
    expect(notFoundPage).not.toMatch(/Mekuri|0f172a|1b2a4e/i);
  });

  it("renders the first page with its SEO tags, inlined data and the viewer's script", async () => {
    const response = await onSiteOrigin(`/sites/${siteId}/EN/A2`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.headers["content-security-policy"]).toContain(
      "frame-ancestors 'self' http://localhost:3000",
    );
    const html = response.body;
    expect(html).toContain("<title>Fixture</title>");
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("A2 (English)");
    expect(html).toContain('id="mekuri-data"');
    expect(html).toContain('src="/viewer/assets/entry.js"');
  });

  it("sends the page brotli-compressed to a browser that accepts it", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: `/sites/${siteId}/EN/A2`,
      headers: { host: `${siteId}.sites.localhost:3000`, "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain("A2 (English)");
  });

  it("inlines content only near the opened page, and never members-only content", async () => {
    const html = (await onSiteOrigin(`/sites/${siteId}/A1`)).body;
    expect(html).toContain("A1（日本語）");
    expect(html).not.toContain("Secret B2");
  });

  it("answers 404 for a position outside the grid, an unknown language, a foreign host and an unknown site", async () => {
    expect((await onSiteOrigin(`/sites/${siteId}/A9`)).statusCode).toBe(404);
    expect((await onSiteOrigin(`/sites/${siteId}/C1`)).statusCode).toBe(404);
    expect((await onSiteOrigin(`/sites/${siteId}/KR/A1`)).statusCode).toBe(404);
    expect((await onSiteOrigin(`/sites/${siteId}/FR/A1`)).statusCode).toBe(404);
    const other = "6f1c2d3e-0000-4000-8000-000000000000";
    expect((await onSiteOrigin(`/sites/${other}`)).statusCode).toBe(404);
    const foreign = await ctx.app.inject({
      method: "GET",
      url: `/sites/${siteId}`,
      headers: { host: `${other}.sites.localhost:3000` },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
