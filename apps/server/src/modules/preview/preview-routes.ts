import {
  companyInfo,
  currentPasswordMaxLength,
  notificationDeliveryResponse,
  previewLoginBody,
  previewQuery,
  previewSiteParams,
  previewTokenResponse,
  siteSnapshot,
} from "@mekuri/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../platform/database/database.ts";
import { AppError, notFound } from "../../platform/http/app-error.ts";
import { verifyPassword } from "../../platform/security/passwords.ts";
import { requireActor } from "../auth/access-control.ts";
import type { AccessTokenSigner } from "../auth/access-token.ts";
import type { FailureThrottle } from "../auth/failure-throttle.ts";
import { deliveredNotificationOf, visibleSiteNotifications } from "../notifications/site-deliveries.ts";
import {
  authorizePreview,
  type PreviewSite,
  requireOperatorSite,
  requirePreviewSite,
} from "./preview-access.ts";
import { compilePreview } from "./preview-draft.ts";
import { previewErrors as errors, previewTags as tags } from "./preview-route-schemas.ts";
import { findInvitation, findShare } from "./preview-shares.ts";
import type { PreviewTokens } from "./preview-token.ts";

export interface PreviewRouteOptions {
  db: Db;
  config: Config;
  signer: AccessTokenSigner;
  tokens: PreviewTokens;
  passcodeThrottle: FailureThrottle;
}

/**
 * Preview of a site's draft (admin.md §7 Preview): the draft and what its page shows, for an
 * operator, a preview-token holder or an invited e-mail with the passcode. Sharing it is in
 * `preview-share-routes.ts`.
 */
export const previewRoutes: FastifyPluginAsyncZod<PreviewRouteOptions> = async (app, options) => {
  const { db, config, tokens, passcodeThrottle } = options;

  /** The preview may be asked for by the host it is shown on: only the site's own hosts qualify. */
  function checkDomain(site: PreviewSite, domain: string | undefined) {
    if (domain === undefined) return;
    const host = domain.replace(/:\d+$/, "").toLowerCase();
    const own = [`${site.id}.${config.sites.domain}`, site.customDomain?.toLowerCase()];
    if (!own.includes(host)) throw notFound();
  }

  app.get(
    "/preview/site/:id",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A site's draft, compiled as publishing would, members-only content included",
        description:
          "For an operator reaching the site, a preview-token holder, or anyone with the link of a share that is not private (with the passcode in X-Preview-Password when one is set).",
        params: previewSiteParams,
        querystring: previewQuery,
        headers: z.object({ "x-preview-password": z.string().max(currentPasswordMaxLength).optional() }),
        response: { 200: siteSnapshot, ...errors },
      },
    },
    async (request, reply) => {
      const site = await requirePreviewSite(db, request.params.id);
      checkDomain(site, request.query.domain);
      await authorizePreview(options, request, site);
      reply.header("cache-control", "no-store");
      return compilePreview(db, site, request.query.lang);
    },
  );

  app.get(
    "/preview/site/:id/company",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The draft's company information",
        params: previewSiteParams,
        querystring: previewQuery,
        response: { 200: companyInfo.nullable(), ...errors },
      },
    },
    async (request, reply) => {
      const site = await requirePreviewSite(db, request.params.id);
      await authorizePreview(options, request, site);
      reply.header("cache-control", "no-store");
      return (await compilePreview(db, site, request.query.lang)).company;
    },
  );

  app.get(
    "/preview/site/:id/noti_delivery",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The notifications the draft's banner shows: published and draft ones inside their window",
        params: previewSiteParams,
        headers: z.object({ "x-preview-password": z.string().max(currentPasswordMaxLength).optional() }),
        response: { 200: notificationDeliveryResponse, ...errors },
      },
    },
    async (request, reply) => {
      const site = await requirePreviewSite(db, request.params.id);
      await authorizePreview(options, request, site);
      reply.header("cache-control", "no-store");
      const rows = await visibleSiteNotifications(db, site.id, new Date(), { drafts: true });
      return { total: rows.length, items: rows.map(deliveredNotificationOf) };
    },
  );

  app.post(
    "/preview/site/:id/login",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Log in to a private preview with an invited e-mail and the passcode",
        params: previewSiteParams,
        body: previewLoginBody,
        response: { 200: previewTokenResponse, ...errors },
      },
    },
    async (request) => {
      const site = await requirePreviewSite(db, request.params.id);
      const { email, password } = request.body;
      await passcodeThrottle.check(request.ip, site.id);
      const [share, invitation] = await Promise.all([
        findShare(db, site.id),
        findInvitation(db, site.id, email),
      ]);
      const hash = invitation ? (share?.passwordHash ?? undefined) : undefined;
      if (!(await verifyPassword(hash, password))) {
        await passcodeThrottle.failed(request.ip, site.id);
        throw new AppError(401, "INVALID_CREDENTIALS", "preview.loginFailed");
      }
      return tokens.sign(site.id, { kind: "invited", email: invitation!.email });
    },
  );

  app.post(
    "/preview/site/:id/token",
    {
      config: { access: "sites:view" },
      schema: {
        tags,
        summary: "A short-lived preview token for the console's embedded preview",
        description:
          "The console passes it to the preview iframe on the site's origin in the URL fragment, so it stays out of logs.",
        params: previewSiteParams,
        response: { 200: previewTokenResponse, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const site = await requireOperatorSite(db, actor, request.params.id);
      return tokens.sign(site.id, { kind: "operator", operatorId: actor.operatorId });
    },
  );
};
