import {
  errorResponse,
  messageResponse,
  noticeBody,
  noticeListQuery,
  noticePage,
  noticeView,
  siteNoticeItemParams,
  siteNoticeParams,
  translate,
} from "@mekuri/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { siteNotifications } from "../../platform/database/schema/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { requireActor } from "../auth/access-control.ts";
import type { PublishedSites } from "../public-site/published-sites.ts";
import { findOwnedSite } from "../tenancy/site-scope.ts";
import { noticeValues, noticeViewOf } from "./notice-rows.ts";
import { findSiteNotification, listSiteNotifications } from "./site-deliveries.ts";

const tags = ["notification delivery"];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const noticeNotFound = () => new AppError(404, "NOT_FOUND", "notices.notFound");

/**
 * Notification delivery to a site's visitors (admin.md §2, §3): per site, only for sites of the
 * caller's tree. A change reaches the public site at once: it invalidates the site's cached state.
 */
export const deliveryRoutes: FastifyPluginAsyncZod<{ db: Db; published: PublishedSites }> = async (
  app,
  { db, published },
) => {
  const access = "notificationDelivery:manage" as const;

  app.get(
    "/site/:siteId/noti_delivery",
    {
      config: { access },
      schema: {
        tags,
        summary: "The site's notifications, newest first, with the status filter",
        params: siteNoticeParams,
        querystring: noticeListQuery,
        response: { 200: noticePage, ...errors },
      },
    },
    async (request) => {
      const { site } = await findOwnedSite(db, requireActor(request), request.params.siteId);
      const now = new Date();
      const { rows, total } = await listSiteNotifications(db, site.id, request.query, now);
      return { total, items: rows.map((row) => noticeViewOf(row, now)) };
    },
  );

  app.post(
    "/site/:siteId/noti_delivery",
    {
      config: { access },
      schema: {
        tags,
        summary: "Create a notification for the site's visitors",
        params: siteNoticeParams,
        body: noticeBody,
        response: { 201: noticeView, ...errors },
      },
    },
    async (request, reply) => {
      const { site } = await findOwnedSite(db, requireActor(request), request.params.siteId);
      const now = new Date();
      const [row] = await db
        .insert(siteNotifications)
        .values({ siteId: site.id, ...noticeValues(request.body, now) })
        .returning();
      await published.invalidate(site.id);
      return reply.status(201).send(noticeViewOf(row!, now));
    },
  );

  app.get(
    "/site/:siteId/noti_delivery/:id",
    {
      config: { access },
      schema: {
        tags,
        summary: "One notification of the site",
        params: siteNoticeItemParams,
        response: { 200: noticeView, ...errors },
      },
    },
    async (request) => {
      const { site } = await findOwnedSite(db, requireActor(request), request.params.siteId);
      const row = await findSiteNotification(db, site.id, request.params.id);
      if (!row) throw noticeNotFound();
      return noticeViewOf(row, new Date());
    },
  );

  app.put(
    "/site/:siteId/noti_delivery/:id",
    {
      config: { access },
      schema: {
        tags,
        summary: "Change a notification of the site",
        params: siteNoticeItemParams,
        body: noticeBody,
        response: { 200: noticeView, ...errors },
      },
    },
    async (request) => {
      const { site } = await findOwnedSite(db, requireActor(request), request.params.siteId);
      const previous = await findSiteNotification(db, site.id, request.params.id);
      if (!previous) throw noticeNotFound();
      const now = new Date();
      const [row] = await db
        .update(siteNotifications)
        .set(noticeValues(request.body, now, previous))
        .where(eq(siteNotifications.id, previous.id))
        .returning();
      await published.invalidate(site.id);
      return noticeViewOf(row!, now);
    },
  );

  app.delete(
    "/site/:siteId/noti_delivery/:id",
    {
      config: { access },
      schema: {
        tags,
        summary: "Delete a notification of the site",
        params: siteNoticeItemParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const { site } = await findOwnedSite(db, requireActor(request), request.params.siteId);
      const [deleted] = await db
        .delete(siteNotifications)
        .where(and(eq(siteNotifications.siteId, site.id), eq(siteNotifications.id, request.params.id)))
        .returning({ id: siteNotifications.id });
      if (!deleted) throw noticeNotFound();
      await published.invalidate(site.id);
      return { message: translate("notices.deleted", request.locale) };
    },
  );
};
