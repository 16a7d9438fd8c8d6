import {
  buttonsResponse,
  endUserLoginBody,
  endUserLoginResponse,
  endUserPageParams,
  endUserSiteParams,
  errorResponse,
  linksResponse,
  messageResponse,
  pageContentResponse,
  productsResponse,
  publicLangQuery,
  registerBody,
  registerConfirmBody,
  registerConfirmResponse,
  resendRegisterEmailBody,
  translate,
} from "@mekuri/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../platform/http/app-error.ts";
import { registerFormRejection } from "../forms/form-errors.ts";
import type { SubmissionLimiter } from "../forms/submission-limits.ts";
import type { PublishedSites } from "../public-site/published-sites.ts";
import type { MemberService } from "./member-service.ts";

const tags = ["end user: members"];
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 429: errorResponse };

export interface MemberRoutesOptions {
  members: MemberService;
  published: PublishedSites;
  limiter: SubmissionLimiter;
}

/** Registration, login, logout and members-only page content (viewer.md §4, §7). */
export const memberRoutes: FastifyPluginAsyncZod<MemberRoutesOptions> = async (app, options) => {
  const { members, published, limiter } = options;
  registerFormRejection(app);

  async function requireSite(siteId: string, lang?: string) {
    const site = await published.find(siteId, lang);
    if (!site) throw notFound();
    return site;
  }

  app.post(
    "/end-user/site/:siteId/register",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Register as a member: mails a link that completes the registration within 24 hours",
        params: endUserSiteParams,
        body: registerBody,
        response: { 201: messageResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { snapshot } = await requireSite(request.params.siteId, request.body.lang);
      await limiter.hit("register", snapshot.siteId, request.ip);
      await members.register(snapshot, request.body);
      return reply.status(201).send({ message: translate("members.registerSent", request.locale) });
    },
  );

  app.post(
    "/end-user/site/:siteId/register/confirm",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Complete a registration with the mailed token (once) and log the member in",
        params: endUserSiteParams,
        body: registerConfirmBody,
        response: { 200: registerConfirmResponse, ...errors },
      },
    },
    async (request) => {
      const { snapshot } = await requireSite(request.params.siteId);
      await limiter.hit("register", snapshot.siteId, request.ip);
      const session = await members.confirm(snapshot.siteId, request.body.token);
      return { ...session, message: translate("members.registered", request.locale) };
    },
  );

  app.post(
    "/end-user/site/:siteId/resend-register-email",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Mail a new registration link (the same answer whether or not a registration waits)",
        params: endUserSiteParams,
        body: resendRegisterEmailBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { snapshot } = await requireSite(request.params.siteId, request.body.lang);
      await limiter.hit("resend", snapshot.siteId, request.ip);
      await members.resend(snapshot, request.body.email);
      return { message: translate("members.resendSent", request.locale) };
    },
  );

  app.post(
    "/end-user/site/:siteId/login",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Log in as a member of this site",
        params: endUserSiteParams,
        body: endUserLoginBody,
        response: { 200: endUserLoginResponse, ...errors },
      },
    },
    async (request) => {
      const { snapshot } = await requireSite(request.params.siteId);
      await limiter.hit("login", snapshot.siteId, request.ip);
      return members.login(snapshot.siteId, request.body);
    },
  );

  app.post(
    "/end-user/site/:siteId/logout",
    {
      config: { access: "endUser" },
      schema: {
        tags,
        summary: "Log out: every token of the member for this site stops working",
        params: endUserSiteParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await members.logout(request.endUser!.memberId);
      return reply.status(204).send(null);
    },
  );

  /** A page's content for a member: members-only pages from the private snapshot, others as public. */
  async function memberPage(params: { siteId: string; pageId: string }, lang: string | undefined) {
    const site = await requireSite(params.siteId, lang);
    const page = site.snapshot.categories.flatMap((c) => c.pages).find((p) => p.id === params.pageId);
    const content = site.privatePages[params.pageId] ?? page?.content;
    if (!page || !content) throw notFound();
    return content;
  }

  const privateRoute = {
    config: { access: "endUser" as const },
    params: endUserPageParams,
    querystring: publicLangQuery,
  };

  app.get(
    "/end-user/site/:siteId/page/:pageId/private",
    {
      config: privateRoute.config,
      schema: {
        tags,
        summary: "A page's content, members-only pages included (member token of this site)",
        params: privateRoute.params,
        querystring: privateRoute.querystring,
        response: { 200: pageContentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const content = await memberPage(request.params, request.query.lang);
      reply.header("cache-control", "private, no-store");
      return { pageId: request.params.pageId, content };
    },
  );

  app.get(
    "/end-user/site/:siteId/page/:pageId/product/private",
    {
      config: privateRoute.config,
      schema: {
        tags,
        summary: "A page's products, members-only pages included",
        params: privateRoute.params,
        querystring: privateRoute.querystring,
        response: { 200: productsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const content = await memberPage(request.params, request.query.lang);
      reply.header("cache-control", "private, no-store");
      return { pageId: request.params.pageId, products: content.products };
    },
  );

  app.get(
    "/end-user/site/:siteId/page/:pageId/button/private",
    {
      config: privateRoute.config,
      schema: {
        tags,
        summary: "A page's buttons, members-only pages included",
        params: privateRoute.params,
        querystring: privateRoute.querystring,
        response: { 200: buttonsResponse, ...errors },
      },
    },
    async (request, reply) => {
      const content = await memberPage(request.params, request.query.lang);
      reply.header("cache-control", "private, no-store");
      return { pageId: request.params.pageId, buttons: content.buttons };
    },
  );

  app.get(
    "/end-user/site/:siteId/page/:pageId/link/private",
    {
      config: privateRoute.config,
      schema: {
        tags,
        summary: "A page's link areas, members-only pages included",
        params: privateRoute.params,
        querystring: privateRoute.querystring,
        response: { 200: linksResponse, ...errors },
      },
    },
    async (request, reply) => {
      const content = await memberPage(request.params, request.query.lang);
      reply.header("cache-control", "private, no-store");
      return { pageId: request.params.pageId, links: content.links };
    },
  );
};
