import { parseSitePath } from "@mekuri/domain";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { Config } from "../../config.ts";
import { customBasePath, customDomainCandidate, customDomainOrigin, isSharedPath } from "./custom-domain.ts";
import type { PublishedSites } from "./published-sites.ts";
import { isSiteIdLabel, siteIdOfHost, siteOrigin } from "./site-origin.ts";
import { snapshotWithoutContent, specialPageKey, specialPageOf, specialPageQuery } from "./special-pages.ts";
import { isInsideGrid, snapshotForPosition } from "./strip-snapshot.ts";
import { EncodedText } from "./text-encodings.ts";
import type { ViewerRenderer } from "./viewer-renderer.ts";

/**
 * Creators' head and body tags and scripts run on the site's own origin, so its policy lets them
 * load what they need; only the console may frame a site (for the preview).
 */
export function siteContentSecurityPolicy(consoleOrigin: string) {
  return [
    "default-src * data: blob: 'unsafe-inline' 'unsafe-eval'",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors 'self' ${consoleOrigin}`,
  ].join("; ");
}

/** The public sites' own 404: neutral, with no console or product branding (a site's visitor sees it). */
export const notFoundPage = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>404</title><meta name="robots" content="noindex">
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#fff;color:#1f2328;text-align:center}h1{font-size:48px;margin:0}p{color:#4b5157}</style></head>
<body><main><h1>404</h1><p>ページが見つかりません。</p><p>This page could not be found.</p></main></body></html>`;

/**
 * The site HTML routes. Pages for visitors' browsers, not operations of the API: the API document
 * leaves them out, so the API fuzzer reads them from here.
 */
export const sitePagePaths = ["/sites/:siteId", "/sites/:siteId/*"] as const;

/** Where a site is being served: its own subdomain (/sites/{siteId}/…) or its custom domain. */
interface SiteAddress {
  siteId: string;
  /** "/sites/{siteId}" on the site's subdomain; "" or the custom site path on a custom domain. */
  basePath: string;
  customDomain: boolean;
  origin: string;
}

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
  const rendered = new Map<string, EncodedText>();
  const maxRendered = 1000;

  const notFound = (reply: FastifyReply) =>
    reply.status(404).type("text/html; charset=utf-8").header("cache-control", "no-store").send(notFoundPage);

  type SiteRequest = { url: string; headers: Record<string, string | string[] | undefined> };

  const serve = async (request: SiteRequest, reply: FastifyReply, address: SiteAddress) => {
    const { siteId } = address;
    const site = await published.find(siteId);
    if (!site) return notFound(reply);
    const url = new URL(request.url, "http://site");
    const parsed = parseSitePath(url.pathname, {
      defaultLanguage: site.snapshot.defaultLanguage,
      customDomain: address.customDomain,
      customPath: address.basePath,
    });
    const otherSite = !address.customDomain && parsed?.siteId?.toLowerCase() !== siteId.toLowerCase();
    if (!parsed || otherSite) return notFound(reply);
    const special = specialPageOf(parsed);
    if (parsed.rest !== "" && !special) return notFound(reply);
    if (!site.snapshot.languages.includes(parsed.language as never)) return notFound(reply);
    const position = parsed.position ?? "A1";
    if (!isInsideGrid(site.snapshot, position)) return notFound(reply);

    const localized =
      parsed.language === site.snapshot.lang ? site : await published.find(siteId, parsed.language);
    if (!localized) return notFound(reply);
    const query = special ? specialPageQuery(url.search) : url.search.slice(1);
    const key = `${siteId}|${localized.etag}|${address.basePath}|${special ? specialPageKey(special) : position}|${query}`;
    let page = rendered.get(key);
    if (page === undefined) {
      renderer ??= loadRenderer().catch((error) => {
        renderer = undefined;
        throw error;
      });
      const html = (await renderer).render({
        snapshot: special
          ? snapshotWithoutContent(localized.snapshot)
          : snapshotForPosition(localized.snapshot, position),
        position,
        basePath: address.basePath,
        query,
        origin: address.origin,
        ...(special ? { page: special } : {}),
      });
      page = new EncodedText(html);
      if (rendered.size >= maxRendered) rendered.delete(rendered.keys().next().value!);
    } else {
      rendered.delete(key);
    }
    rendered.set(key, page);
    const { body, encoding } = page.for(request.headers["accept-encoding"] as string | undefined);
    if (encoding) reply.header("content-encoding", encoding);
    return reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", siteContentSecurityPolicy(consoleOrigin))
      .header("cross-origin-resource-policy", "cross-origin")
      .header("cache-control", "public, max-age=0, must-revalidate")
      .header("vary", "accept-encoding")
      .send(body);
  };

  const handler = async (request: SiteRequest & { params: unknown }, reply: FastifyReply) => {
    const { siteId } = request.params as { siteId: string };
    const host = typeof request.headers.host === "string" ? request.headers.host : undefined;
    const hostSite = siteIdOfHost(config.sites, host);
    if (hostSite === undefined) {
      // Never on the console's origin: send the visitor to the site's own (only a site id makes a
      // host name: anything else would be a redirect to wherever the path says).
      if (!isSiteIdLabel(siteId)) return notFound(reply);
      return reply.redirect(`${siteOrigin(config.sites, siteId)}${request.url}`, 302);
    }
    if (hostSite !== siteId.toLowerCase()) return notFound(reply);
    return serve(request, reply, {
      siteId,
      basePath: `/sites/${siteId}`,
      customDomain: false,
      origin: siteOrigin(config.sites, siteId),
    });
  };

  for (const path of sitePagePaths) app.get(path, { schema: { hide: true } }, handler);

  // A custom domain serves one site at its root (or under its custom path), for every path but
  // the shared ones; a host that is no site's domain gets the 404 page. Runs before routing, on
  // every route of the server (see skip-override below).
  app.addHook("onRequest", async (request, reply) => {
    const host = typeof request.headers.host === "string" ? request.headers.host : undefined;
    const domain = customDomainCandidate(config, host);
    if (domain === undefined || isSharedPath(request.url)) return;
    if (request.method !== "GET" && request.method !== "HEAD") return notFound(reply);
    const site = await published.findByDomain(domain);
    if (!site) return notFound(reply);
    return serve(request, reply, {
      siteId: site.siteId,
      basePath: customBasePath(site.customPath),
      customDomain: true,
      origin: customDomainOrigin(config, host!),
    });
  });

  // Rendered pages of a site leave with its cached state (a publish or unpublish anywhere).
  published.onInvalidate((siteId) => {
    for (const key of rendered.keys())
      if (siteId === undefined || key.startsWith(`${siteId}|`)) rendered.delete(key);
  });
};

// Like fastify-plugin: the custom-domain hook above must see every request, not only this plugin's.
Object.assign(siteHtmlRoutes, { [Symbol.for("skip-override")]: true });
