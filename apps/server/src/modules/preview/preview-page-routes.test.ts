import type { ViewerServerEntry } from "@mekuri/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { siteFixture } from "../../testing/site-fixture.ts";
import { createAccount, useTestApp } from "../../testing/test-app.ts";
import { rendererFrom } from "../public-site/viewer-renderer.ts";
import { insertSiteDraft } from "../sites/site-draft-writer.ts";

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
let siteId: string;

beforeAll(async () => {
  const account = await createAccount(ctx, { kind: "user" });
  // An English site: its preview must not fall back to the Japanese the page shell once had.
  siteId = await insertSiteDraft(ctx.database.db, { ...siteFixture(account.id), defaultLanguage: "en" });
});

describe("the preview page", () => {
  it("is served on the site's own origin, without the draft in it", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: `/site/${siteId}/preview`,
      headers: { host: `${siteId}.sites.localhost:3000` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-robots-tag"]).toContain("noindex");
    expect(response.headers["content-security-policy"]).toContain(
      "frame-ancestors 'self' http://localhost:3000",
    );
    // The lock form speaks the site's own language (its default), whatever the browser's.
    expect(response.body).toContain('<html lang="en">');
    const boot = response.body.match(/<script type="application\/json" id="mekuri-preview">(.*?)<\/script>/);
    expect(JSON.parse(boot![1]!)).toMatchObject({
      siteId,
      lang: "en",
      fieldMessages: { en: { required: "This field is required." } },
    });
    expect(response.body).toContain('src="/viewer/assets/entry.js"');
    expect(response.body).not.toContain("A1（日本語）");
  });

  it("sends a visitor on the console's origin to the site's origin, and refuses another site's origin", async () => {
    const fromConsole = await ctx.app.inject({ method: "GET", url: `/site/${siteId}/preview?view_only=1` });
    expect(fromConsole.statusCode).toBe(302);
    expect(fromConsole.headers.location).toBe(
      `http://${siteId}.sites.localhost:3000/site/${siteId}/preview?view_only=1`,
    );
    const other = "6f1c2d3e-0000-4000-8000-000000000000";
    const foreign = await ctx.app.inject({
      method: "GET",
      url: `/site/${siteId}/preview`,
      headers: { host: `${other}.sites.localhost:3000` },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
