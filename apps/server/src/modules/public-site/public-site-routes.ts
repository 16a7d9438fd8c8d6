import {
  buttonsResponse,
  clickCountResponse,
  clickTargetParams,
  companyInfo,
  errorResponse,
  findSnapshotPage,
  linksResponse,
  liveCounters,
  pageContentResponse,
  popupClickBody,
  productsResponse,
  publicLangQuery,
  publicPageParams,
  publicSiteParams,
  siteSnapshot,
} from "@mekuri/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/database/database.ts";
import { AppError, notFound } from "../../platform/http/app-error.ts";
import { countClick, countPopupClick, liveCountersOf } from "./click-counters.ts";
import type { PublishedSites } from "./published-sites.ts";

const tags = ["public site"];
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };

/** The public calls of viewer.md §7: anyone may read a published site; nothing here writes content. */
export const publicSiteRoutes: FastifyPluginAsyncZod<{ db: Db; published: PublishedSites }> = async (
  app,
  { db, published },
) => {
  async function requireSite(siteId: string, lang: string | undefined) {
    const site = await published.find(siteId, lang);
    if (!site) throw notFound();
    return site;
  }

  async function requirePublicPage(params: { siteId: string; pageId: string }, query: { lang?: string }) {
    const site = await requireSite(params.siteId, query.lang);
    const page = findSnapshotPage(site.snapshot, params.pageId);
    if (!page) throw notFound();
    // Members-only content is never in the public snapshot; its own endpoint needs a member's token.
    if (page.membersOnlyLock || !page.content) throw new AppError(403, "FORBIDDEN", "error.forbidden");
    return { site, content: page.content };
  }

  /** Immutable per version: revalidate with the ETag; true when the client's copy is current. */
  function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
    reply.header("etag", etag).header("cache-control", "public, max-age=0, must-revalidate");
    return request.headers["if-none-match"] === etag;
  }

  app.get(
    "/end-user/site/:siteId",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A published site in one language",
        params: publicSiteParams,
        querystring: publicLangQuery,
        response: { 200: siteSnapshot, ...errors },
      },
    },
    async (request, reply) => {
      const site = await requireSite(request.params.siteId, request.query.lang);
      reply.header("vary", "accept-encoding");
      if (notModified(request, reply, site.etag)) return reply.status(304).send(undefined as never);
      // Serialised and compressed once per published version (decision 021): sent as it is.
      const { body, encoding } = site.json.for(request.headers["accept-encoding"]);
      if (encoding) reply.header("content-encoding", encoding);
      return reply.type("application/json; charset=utf-8").send(body as never);
    },
  );

  app.get(
    "/end-user/site/:siteId/page/:pageId/public",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A page's content",
        params: publicPageParams,
        querystring: publicLangQuery,
        response: { 200: pageContentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { site, content } = await requirePublicPage(request.params, request.query);
      if (notModified(request, reply, site.etag)) return reply.status(304).send(undefined as never);
      return { pageId: request.params.pageId, content };
    },
  );

  app.get(
    "/end-user/site/:siteId/page/:pageId/product/public",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A page's products",
        params: publicPageParams,
        querystring: publicLangQuery,
        response: { 200: productsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { site, content } = await requirePublicPage(request.params, request.query);
      if (notModified(request, reply, site.etag)) return reply.status(304).send(undefined as never);
      return { pageId: request.params.pageId, products: content.products };
    },
  );

  app.get(
    "/end-user/site/:siteId/page/:pageId/button/public",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A page's buttons",
        params: publicPageParams,
        querystring: publicLangQuery,
        response: { 200: buttonsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { site, content } = await requirePublicPage(request.params, request.query);
      if (notModified(request, reply, site.etag)) return reply.status(304).send(undefined as never);
      return { pageId: request.params.pageId, buttons: content.buttons };
    },
  );

  app.get(
    "/end-user/site/:siteId/page/:pageId/link/public",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A page's link areas",
        params: publicPageParams,
        querystring: publicLangQuery,
        response: { 200: linksResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { site, content } = await requirePublicPage(request.params, request.query);
      if (notModified(request, reply, site.etag)) return reply.status(304).send(undefined as never);
      return { pageId: request.params.pageId, links: content.links };
    },
  );

  app.get(
    "/end-user/site/:siteId/company",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The site's company information",
        params: publicSiteParams,
        querystring: publicLangQuery,
        response: { 200: companyInfo.nullable(), ...errors },
      },
    },
    async (request) => (await requireSite(request.params.siteId, request.query.lang)).snapshot.company,
  );

  app.get(
    "/end-user/site/:siteId/scripts",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The site's contact, membership and form scripts",
        params: publicSiteParams,
        querystring: publicLangQuery,
        response: { 200: siteSnapshot.shape.scripts, ...errors },
      },
    },
    async (request) => (await requireSite(request.params.siteId, request.query.lang)).snapshot.scripts,
  );

  app.get(
    "/end-user/site/:siteId/counters",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Live click counts of popups and campaign items",
        params: publicSiteParams,
        response: { 200: liveCounters, ...errors },
      },
    },
    async (request, reply) => {
      await requireSite(request.params.siteId, undefined);
      reply.header("cache-control", "no-store");
      return liveCountersOf(db, request.params.siteId);
    },
  );

  app.post(
    "/end-user/popup/:id/click",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Count a click on a popup CTA item",
        description:
          "One click per visitor session and popup. An applicant-limited popup whose places are taken answers 409, and the viewer does not follow its link.",
        params: clickTargetParams,
        body: popupClickBody,
        response: { 200: clickCountResponse, ...errors, 409: errorResponse },
      },
    },
    async (request) => {
      const site = await requireSite(request.body.siteId, undefined);
      const popup = [site.snapshot.popupCtas.timeLimit, site.snapshot.popupCtas.applicantLimit].find(
        (p) => p?.id === request.params.id,
      );
      if (!popup) throw notFound();
      const limit = popup.kind === "applicantLimit" ? popup.limit : null;
      const target = { id: popup.id, siteId: site.snapshot.siteId };
      const { count, accepted } = await countPopupClick(db, target, limit, request.body.sessionId);
      if (!accepted) throw new AppError(409, "CONFLICT", "sites.popupLimitReached");
      return { count };
    },
  );

  app.post(
    "/end-user/campaign/:id/click",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Count a click on a campaign banner, button or link",
        params: clickTargetParams,
        body: z.object({ siteId: z.uuid() }),
        response: { 200: clickCountResponse, ...errors },
      },
    },
    async (request) => {
      const site = await requireSite(request.body.siteId, undefined);
      const campaign = site.snapshot.campaign;
      const item =
        campaign &&
        [...campaign.banners, ...campaign.buttons, ...campaign.links].find((i) => i.id === request.params.id);
      if (!campaign || !item) throw notFound();
      const target = { id: item.id, siteId: site.snapshot.siteId, kind: "campaign" as const };
      // A campaign that does not count clicks still answers with the (unchanged) count.
      if (!campaign.isOnClickCount)
        return { count: (await liveCountersOf(db, target.siteId)).campaignClicks[item.id] ?? 0 };
      return { count: await countClick(db, target, null) };
    },
  );
};
