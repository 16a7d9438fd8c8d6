import {
  buttonsResponse,
  endUserLoginBody,
  endUserLoginResponse,
  endUserPageParams,
  endUserSiteParams,
  errorResponse,
  findSnapshotPage,
  linksResponse,
  memberForgotPasswordBody,
  memberResetPasswordBody,
  messageResponse,
  type PageContent,
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
import type { ConversionRecorder } from "../analytics/conversions.ts";
import type { SubmissionLimiter } from "../forms/submission-limits.ts";
import type { PublishedSites } from "../public-site/published-sites.ts";
import { memberResetLinkMinutes } from "./member-password-resets.ts";
import type { MemberService } from "./member-service.ts";

const tags = ["end user: members"];
const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 429: errorResponse };

export interface MemberRoutesOptions {
  members: MemberService;
  published: PublishedSites;
  limiter: SubmissionLimiter;
  conversions: ConversionRecorder;
}

/** Registration, login, logout and members-only page content (viewer.md §4, §7). */
export const memberRoutes: FastifyPluginAsyncZod<MemberRoutesOptions> = async (app, options) => {
  const { members, published, limiter, conversions } = options;

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
      // The visitor's part of the registration is done here; the mailed link may open elsewhere.
      await conversions.record({
        siteId: snapshot.siteId,
        kind: "registration",
        targetId: "registration",
        lang: snapshot.lang,
        headers: request.headers,
        snapshot,
      });
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
    "/end-user/site/:siteId/forgot-password",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Mail a member a link to set a new password (the same answer whether or not the address is a member)",
        params: endUserSiteParams,
        body: memberForgotPasswordBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { snapshot } = await requireSite(request.params.siteId, request.body.lang);
      await limiter.hit("passwordReset", snapshot.siteId, request.ip);
      await members.forgotPassword(snapshot, request.body.email);
      return { message: translate("members.resetSent", request.locale, { minutes: memberResetLinkMinutes }) };
    },
  );

  app.post(
    "/end-user/site/:siteId/reset-password",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Set a member's new password with the mailed link (once); logs the member in and out everywhere else",
        params: endUserSiteParams,
        body: memberResetPasswordBody,
        response: { 200: endUserLoginResponse, ...errors },
      },
    },
    async (request) => {
      const { snapshot } = await requireSite(request.params.siteId);
      await limiter.hit("passwordReset", snapshot.siteId, request.ip);
      return members.resetPassword(snapshot.siteId, request.body);
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
    const page = findSnapshotPage(site.snapshot, params.pageId);
    const content = site.privatePages[params.pageId] ?? page?.content;
    if (!page || !content) throw notFound();
    return content;
  }

  /**
   * The members-only reads differ only in path, summary, schema and the part of the content they
   * answer; none may be cached anywhere but the member's own browser.
   */
  function privatePageRoute<Answer extends z.ZodType>(
    part: string,
    summary: string,
    response: Answer,
    answer: (pageId: string, content: PageContent) => z.output<Answer>,
  ) {
    app.get(
      `/end-user/site/:siteId/page/:pageId${part}/private`,
      {
        config: { access: "endUser" },
        schema: {
          tags,
          summary,
          params: endUserPageParams,
          querystring: publicLangQuery,
          // Widened: `answer` is checked against this schema at each call, Fastify cannot see through the generic.
          response: { 200: response as z.ZodType, ...errors },
        },
      },
      async (request, reply) => {
        const content = await memberPage(request.params, request.query.lang);
        reply.header("cache-control", "private, no-store");
        return answer(request.params.pageId, content);
      },
    );
  }

  privatePageRoute(
    "",
    "A page's content, members-only pages included (member token of this site)",
    pageContentResponse,
    (pageId, content) => ({ pageId, content }),
  );
  privatePageRoute(
    "/product",
    "A page's products, members-only pages included",
    productsResponse,
    (pageId, content) => ({ pageId, products: content.products }),
  );
  privatePageRoute(
    "/button",
    "A page's buttons, members-only pages included",
    buttonsResponse,
    (pageId, content) => ({ pageId, buttons: content.buttons }),
  );
  privatePageRoute(
    "/link",
    "A page's link areas, members-only pages included",
    linksResponse,
    (pageId, content) => ({ pageId, links: content.links }),
  );
};
