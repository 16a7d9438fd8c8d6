import {
  companyInfo,
  currentPasswordMaxLength,
  errorResponse,
  messageResponse,
  notificationDeliveryResponse,
  previewEmailsBody,
  previewLoginBody,
  previewQuery,
  previewRevokeBody,
  previewSetPasswordBody,
  previewShareBody,
  previewShareInfo,
  previewShareResponse,
  previewShareStatus,
  previewSiteParams,
  previewTokenResponse,
  shareStatusQuery,
  siteSnapshot,
  translate,
} from "@mekuri/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../platform/database/database.ts";
import { AppError, notFound } from "../../platform/http/app-error.ts";
import type { MailOutbox } from "../../platform/mail/mail-outbox.ts";
import { verifyPassword } from "../../platform/security/passwords.ts";
import { requireActor } from "../auth/access-control.ts";
import type { AccessTokenSigner } from "../auth/access-token.ts";
import type { FailureThrottle } from "../auth/failure-throttle.ts";
import { deliveredNotificationOf, visibleSiteNotifications } from "../notifications/site-deliveries.ts";
import { siteOrigin } from "../public-site/site-origin.ts";
import {
  authorizePreview,
  findPreviewSite,
  type PreviewSite,
  requireOperatorSite,
} from "./preview-access.ts";
import { compilePreview } from "./preview-draft.ts";
import {
  deleteEmails,
  endSessions,
  findInvitation,
  findShare,
  invitedEmails,
  saveShare,
  setSharePassword,
  shareInfo,
  shareStatusOf,
} from "./preview-shares.ts";
import type { PreviewTokens } from "./preview-token.ts";

const tags = ["preview"];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  429: errorResponse,
};

export interface PreviewRouteOptions {
  db: Db;
  config: Config;
  signer: AccessTokenSigner;
  tokens: PreviewTokens;
  mail: MailOutbox;
  passcodeThrottle: FailureThrottle;
}

/** The preview page's address on the site's own origin (never the console's). */
export function previewUrl(config: Config, siteId: string): string {
  return `${siteOrigin(config.sites, siteId)}/site/${siteId}/preview`;
}

/** Preview of a site's draft and its share by invited e-mail and passcode (admin.md §7 Preview). */
export const previewRoutes: FastifyPluginAsyncZod<PreviewRouteOptions> = async (app, options) => {
  const { db, config, tokens, mail, passcodeThrottle } = options;

  async function requireSite(siteId: string) {
    const site = await findPreviewSite(db, siteId);
    if (!site) throw notFound();
    return site;
  }

  /** The preview may be asked for by the host it is shown on: only the site's own hosts qualify. */
  function checkDomain(site: PreviewSite, domain: string | undefined) {
    if (domain === undefined) return;
    const host = domain.replace(/:\d+$/, "").toLowerCase();
    const own = [`${site.id}.${config.sites.domain}`, site.customDomain?.toLowerCase()];
    if (!own.includes(host)) throw notFound();
  }

  async function invite(request: FastifyRequest, site: PreviewSite, emails: string[]) {
    const sender = requireActor(request).name;
    for (const to of emails) {
      await mail.enqueue({
        to,
        template: "previewInvite",
        locale: request.locale,
        params: { site: site.name, sender, url: previewUrl(config, site.id) },
      });
    }
  }

  const message = (request: FastifyRequest, key: Parameters<typeof translate>[0]) =>
    translate(key, request.locale);

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
      const site = await requireSite(request.params.id);
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
      const site = await requireSite(request.params.id);
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
      const site = await requireSite(request.params.id);
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
      const site = await requireSite(request.params.id);
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

  app.get(
    "/preview/site/:id/share",
    {
      config: { access: "sites:view" },
      schema: {
        tags,
        summary: "The preview share: private flag, passcode set or not, invited e-mails",
        params: previewSiteParams,
        response: { 200: previewShareInfo, ...errors },
      },
    },
    async (request) => {
      const site = await requireOperatorSite(db, requireActor(request), request.params.id);
      return shareInfo(db, site.id);
    },
  );

  app.post(
    "/preview/site/:id/share",
    {
      config: { access: "sites:edit" },
      schema: {
        tags,
        summary: "Share the preview: invite e-mails, set the passcode and the private flag",
        params: previewSiteParams,
        body: previewShareBody,
        response: { 200: previewShareResponse, ...errors },
      },
    },
    async (request) => {
      const site = await requireOperatorSite(db, requireActor(request), request.params.id);
      const added = await saveShare(db, site.id, request.body);
      await invite(request, site, added);
      return { message: message(request, "preview.shared"), share: await shareInfo(db, site.id) };
    },
  );

  app.put(
    "/preview/site/:id/share/revoke",
    {
      config: { access: "sites:edit" },
      schema: {
        tags,
        summary: "End the open preview sessions of e-mails; optionally send every invitation again",
        params: previewSiteParams,
        body: previewRevokeBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const site = await requireOperatorSite(db, requireActor(request), request.params.id);
      await endSessions(db, site.id, request.body.emails);
      if (request.body.resendAll) await invite(request, site, await invitedEmails(db, site.id));
      return { message: message(request, "preview.revoked") };
    },
  );

  app.delete(
    "/preview/site/:id/share/emails",
    {
      config: { access: "sites:edit" },
      schema: {
        tags,
        summary: "Delete shared e-mails: they can no longer open the preview",
        params: previewSiteParams,
        body: previewEmailsBody,
        response: { 200: previewShareResponse, ...errors },
      },
    },
    async (request) => {
      const site = await requireOperatorSite(db, requireActor(request), request.params.id);
      await deleteEmails(db, site.id, request.body.emails);
      return { message: message(request, "preview.emailsDeleted"), share: await shareInfo(db, site.id) };
    },
  );

  app.post(
    "/preview/site/:id/share/set-password",
    {
      config: { access: "sites:edit" },
      schema: {
        tags,
        summary: "Set the preview passcode",
        params: previewSiteParams,
        body: previewSetPasswordBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const site = await requireOperatorSite(db, requireActor(request), request.params.id);
      await setSharePassword(db, site.id, request.body.password);
      return { message: message(request, "preview.passwordSet") };
    },
  );

  const statusOf = async (siteId: string) =>
    shareStatusOf(await findShare(db, (await requireSite(siteId)).id));

  app.get(
    "/preview/site/:id/share/status",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Whether the preview is shared, private, and has a passcode: which form the page shows",
        params: previewSiteParams,
        response: { 200: previewShareStatus, ...errors },
      },
    },
    async (request) => statusOf(request.params.id),
  );

  app.get(
    "/share/status",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The preview share status of a site (viewer.md §7 Share status)",
        querystring: shareStatusQuery,
        response: { 200: previewShareStatus, ...errors },
      },
    },
    async (request) => statusOf(request.query.siteId),
  );
};
