import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { notFoundPage } from "../../modules/public-site/site-html-routes.ts";
import { useTestApp } from "../../testing/test-app.ts";

// A built console of our own: the real one exists only after `npm run build`.
const adminDir = mkdtempSync(path.join(tmpdir(), "mekuri-admin-dist-"));
const consolePage = "<!doctype html><title>Mekuri console</title>";
writeFileSync(path.join(adminDir, "index.html"), consolePage);
mkdirSync(path.join(adminDir, "assets"));
writeFileSync(path.join(adminDir, "assets", "console-1a2b3c.js"), "console.log('console')");
afterAll(() => rmSync(adminDir, { recursive: true, force: true }));

const ctx = useTestApp({ adminDir });
const siteId = "0b7e6a52-8c1d-4f5e-9a3b-2c4d6e8f0a1b";
const siteHost = `${siteId}.sites.localhost:3000`;
const get = (url: string, host: string, accept = "text/html") =>
  ctx.app.inject({ method: "GET", url, headers: { host, accept } });

describe("the console and a public site's host", () => {
  it("serves the console, its files and its client-side routes on the console's host", async () => {
    expect((await get("/", "localhost:3000")).body).toBe(consolePage);
    expect((await get("/assets/console-1a2b3c.js", "localhost:3000", "*/*")).statusCode).toBe(200);
    expect((await get("/master/site-list", "localhost:3000")).body).toBe(consolePage);
  });

  it("sends / of a site's host to the site's top page, keeping the query", async () => {
    for (const method of ["GET", "HEAD"] as const) {
      const top = await ctx.app.inject({ method, url: "/", headers: { host: siteHost } });
      expect(top.statusCode, method).toBe(302);
      expect(top.headers.location).toBe(`/sites/${siteId}`);
    }
    const withQuery = await get("/?utm_source=ad", siteHost);
    expect(withQuery.headers.location).toBe(`/sites/${siteId}?utm_source=ad`);
  });

  it("never serves the console's page or files on a site's host", async () => {
    for (const url of ["/index.html", "/login", "/master/site-list"]) {
      const response = await get(url, siteHost);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(notFoundPage);
    }
    const script = await get("/assets/console-1a2b3c.js", siteHost, "*/*");
    expect(script.statusCode).toBe(404);
    expect(script.body).not.toContain("console.log");
  });
});
