import {
  messageResponse,
  previewEmailsBody,
  previewRevokeBody,
  previewSetPasswordBody,
  previewShareBody,
  previewShareInfo,
  previewShareResponse,
  previewShareStatus,
  previewSiteParams,
  shareStatusQuery,
  translate,
} from "@mekuri/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Db } from "../../platform/database/database.ts";
import type { MailOutbox } from "../../platform/mail/mail-outbox.ts";
import { requireActor } from "../auth/access-control.ts";
import { siteOrigin } from "../public-site/site-origin.ts";
import { type PreviewSite, requireOperatorSite, requirePreviewSite } from "./preview-access.ts";
import { previewErrors as errors, previewTags as tags } from "./preview-route-schemas.ts";
import {
  deleteEmails,
  endSessions,
  findShare,
  invitedEmails,
  saveShare,
  setSharePassword,
  shareInfo,
  shareStatusOf,
} from "./preview-shares.ts";

/** The preview page's address on the site's own origin (never the console's). */
export function previewUrl(config: Config, siteId: string): string {
  return `${siteOrigin(config.sites, siteId)}/site/${siteId}/preview`;
}

/**
 * Sharing a site's preview by invited e-mail and passcode (admin.md §7 Preview): the operator's
 * share settings, and which form the preview page shows.
 */
export const previewShareRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config; mail: MailOutbox }> = async (
  app,
  { db, config, mail },
) => {
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
    shareStatusOf(await findShare(db, (await requirePreviewSite(db, siteId)).id));

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
