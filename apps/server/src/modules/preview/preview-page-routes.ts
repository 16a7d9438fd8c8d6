import { eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../platform/database/database.ts";
import { sites } from "../../platform/database/schema/index.ts";
import { notFoundPage, siteContentSecurityPolicy } from "../public-site/site-html-routes.ts";
import { siteIdOfHost, siteOrigin } from "../public-site/site-origin.ts";
import type { ViewerRenderer } from "../public-site/viewer-renderer.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A page for the previewer's browser, not an operation of the API: the API document leaves it out,
 * so the API fuzzer reads it from here.
 */
export const previewPagePath = "/site/:siteId/preview";

/**
 * The preview page, /site/{siteId}/preview (viewer.md §2), on the site's own origin: creator code
 * in the draft never runs on the console's. The shell holds no draft; the page asks for it with
 * the token only the browser has (the URL fragment, which never reaches a server).
 */
export const previewPageRoutes: FastifyPluginAsync<{
  config: Config;
  db: Db;
  loadRenderer: () => Promise<ViewerRenderer>;
}> = async (app, { config, db, loadRenderer }) => {
  const consoleOrigin = new URL(config.publicUrl).origin;
  let renderer: Promise<ViewerRenderer> | undefined;

  app.get(previewPagePath, { schema: { hide: true } }, async (request, reply) => {
    const { siteId } = request.params as { siteId: string };
    const notFound = () =>
      reply
        .status(404)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(notFoundPage);
    if (!uuidPattern.test(siteId)) return notFound();
    const hostSite = siteIdOfHost(config.sites, request.headers.host);
    // Browsers keep the fragment (and so the token) across this redirect.
    if (hostSite === undefined)
      return reply.redirect(`${siteOrigin(config.sites, siteId)}${request.url}`, 302);
    if (hostSite !== siteId.toLowerCase()) return notFound();
    // The lock form speaks the site's language, not the browser's (the draft comes after it).
    const [site] = await db
      .select({ lang: sites.defaultLanguage })
      .from(sites)
      .where(eq(sites.id, siteId.toLowerCase()));
    if (!site) return notFound();
    renderer ??= loadRenderer().catch((error) => {
      renderer = undefined;
      throw error;
    });
    return reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", siteContentSecurityPolicy(consoleOrigin))
      .header("cross-origin-resource-policy", "cross-origin")
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer")
      .header("x-robots-tag", "noindex, nofollow")
      .send((await renderer).renderPreview({ siteId: siteId.toLowerCase(), lang: site.lang }));
  });
};
