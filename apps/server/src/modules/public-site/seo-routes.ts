import {
  errorResponse,
  findSnapshotPage,
  pageProductsParams,
  pageProductsQuery,
  pageProductsResponse,
  seoQuery,
  seoResponse,
} from "@mekuri/domain";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { sitePages } from "../../platform/database/schema/index.ts";
import { AppError, notFound } from "../../platform/http/app-error.ts";
import type { PublishedSites } from "./published-sites.ts";

const tags = ["public site"];
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };

/** viewer.md §7 "SEO GET /seo" and "Page products GET /page/{pageId}/product": published data only. */
export const seoRoutes: FastifyPluginAsyncZod<{ db: Db; published: PublishedSites }> = async (
  app,
  { db, published },
) => {
  app.get(
    "/seo",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A published site's SEO in one language, by site id or custom domain",
        querystring: seoQuery,
        response: { 200: seoResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { siteId, domain, lang } = request.query;
      const id = siteId ?? (await published.findByDomain(domain!.replace(/:\d+$/, "")))?.siteId;
      const site = id ? await published.find(id, lang) : undefined;
      if (!site) throw notFound();
      reply.header("etag", site.etag).header("cache-control", "public, max-age=0, must-revalidate");
      return { siteId: site.snapshot.siteId, lang: site.snapshot.lang, seo: site.snapshot.seo };
    },
  );

  app.get(
    "/page/:pageId/product",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A published page's products, by page id alone",
        params: pageProductsParams,
        querystring: pageProductsQuery,
        response: { 200: pageProductsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { pageId } = request.params;
      const [row] = await db
        .select({ siteId: sitePages.siteId })
        .from(sitePages)
        .where(eq(sitePages.id, pageId));
      const site = row ? await published.find(row.siteId, request.query.lang) : undefined;
      const page = site && findSnapshotPage(site.snapshot, pageId);
      if (!site || !page) throw notFound();
      // Members-only content is never public; members read it through their own endpoints.
      if (page.membersOnlyLock || !page.content) throw new AppError(403, "FORBIDDEN", "error.forbidden");
      reply.header("etag", site.etag).header("cache-control", "public, max-age=0, must-revalidate");
      return { siteId: site.snapshot.siteId, pageId, products: page.content.products };
    },
  );
};
