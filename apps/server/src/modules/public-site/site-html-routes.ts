import { parseSitePath } from "@mekuri/domain";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { Config } from "../../config.ts";
import type { PublishedSites } from "./published-sites.ts";
import { siteIdOfHost, siteOrigin } from "./site-origin.ts";
import { isInsideGrid, snapshotForPosition } from "./strip-snapshot.ts";
import type { ViewerRenderer } from "./viewer-renderer.ts";

/**
 * Creators' head and body tags and scripts run on the site's own origin, so its policy lets them
 * load what they need; only the console may frame a site (for the preview).
 */
function siteContentSecurityPolicy(consoleOrigin: string) {
  return [
    "default-src * data: blob: 'unsafe-inline' 'unsafe-eval'",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors 'self' ${consoleOrigin}`,
  ].join("; ");
}

const notFoundPage = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>404</title><meta name="robots" content="noindex">
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;text-align:center}h1{font-size:48px;margin:0}p{opacity:.8}</style></head>
<body><main><h1>404</h1><p>ページが見つかりません。</p><p>This page could not be found.</p></main></body></html>`;

export interface SiteHtmlOptions {
  config: Config;
  published: PublishedSites;
  loadRenderer: () => Promise<ViewerRenderer>;
}

/** The public site HTML of viewer.md §2: /sites/{siteId}[/{lang}][/{position}], first page rendered. */
export const siteHtmlRoutes: FastifyPluginAsync<SiteHtmlOptions> = async (
  app,
  { config, published, loadRenderer },
) => {
  const consoleOrigin = new URL(config.publicUrl).origin;
  let renderer: Promise<ViewerRenderer> | undefined;
  // A page is rendered once per published version, language, position and query; snapshots never
  // change, so neither does the page. Least recently used pages leave first.
  const rendered = new Map<string, string>();
  const maxRendered = 1000;

  const notFound = (reply: FastifyReply) =>
    reply.status(404).type("text/html; charset=utf-8").header("cache-control", "no-store").send(notFoundPage);

  const handler = async (
    request: { url: string; headers: Record<string, string | string[] | undefined>; params: unknown },
    reply: FastifyReply,
  ) => {
    const { siteId } = request.params as { siteId: string };
    const host = typeof request.headers.host === "string" ? request.headers.host : undefined;
    const hostSite = siteIdOfHost(config.sites, host);
    if (hostSite === undefined) {
      // Never on the console's origin: send the visitor to the site's own.
      return reply.redirect(`${siteOrigin(config.sites, siteId)}${request.url}`, 302);
    }
    if (hostSite !== siteId.toLowerCase()) return notFound(reply);

    const site = await published.find(siteId);
    if (!site) return notFound(reply);
    const url = new URL(request.url, "http://site");
    const parsed = parseSitePath(url.pathname, {
      defaultLanguage: site.snapshot.defaultLanguage,
      customDomain: false,
    });
    if (!parsed || parsed.siteId?.toLowerCase() !== siteId.toLowerCase() || parsed.rest !== "")
      return notFound(reply);
    if (!site.snapshot.languages.includes(parsed.language as never)) return notFound(reply);
    const position = parsed.position ?? "A1";
    if (!isInsideGrid(site.snapshot, position)) return notFound(reply);

    const localized =
      parsed.language === site.snapshot.lang ? site : await published.find(siteId, parsed.language);
    if (!localized) return notFound(reply);
    const key = `${localized.etag}|${position}|${url.search}`;
    let html = rendered.get(key);
    if (html === undefined) {
      renderer ??= loadRenderer().catch((error) => {
        renderer = undefined;
        throw error;
      });
      html = (await renderer).render({
        snapshot: snapshotForPosition(localized.snapshot, position),
        position,
        basePath: `/sites/${siteId}`,
        query: url.search.slice(1),
        origin: siteOrigin(config.sites, siteId),
      });
      if (rendered.size >= maxRendered) rendered.delete(rendered.keys().next().value!);
    } else {
      rendered.delete(key);
    }
    rendered.set(key, html);
    return reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", siteContentSecurityPolicy(consoleOrigin))
      .header("cross-origin-resource-policy", "cross-origin")
      .header("cache-control", "public, max-age=0, must-revalidate")
      .send(html);
  };

  app.get("/sites/:siteId", handler);
  app.get("/sites/:siteId/*", handler);
};
