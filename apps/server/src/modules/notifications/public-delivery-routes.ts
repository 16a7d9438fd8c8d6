import { errorResponse, notificationDeliveryQuery, notificationDeliveryResponse } from "@mekuri/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { notFound } from "../../platform/http/app-error.ts";
import type { PublishedSites } from "../public-site/published-sites.ts";
import { DeliveredNotifications, deliveredNotificationOf } from "./site-deliveries.ts";

const tags = ["public site"];
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * The public read of a site's notifications (viewer.md §7), beside the other public site calls in
 * the API document. It sits here, with the deliveries it reads, so that the public site module
 * never imports notifications (which imports it for the published sites' state).
 */
export const publicDeliveryRoutes: FastifyPluginAsyncZod<{ db: Db; published: PublishedSites }> = async (
  app,
  { db, published },
) => {
  const delivered = new DeliveredNotifications(db, published.rowTtlMs);
  published.onInvalidate((siteId) => delivered.forget(siteId));

  app.get(
    "/end-user/noti_delivery",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The site's notifications inside their window",
        querystring: notificationDeliveryQuery,
        response: { 200: notificationDeliveryResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { siteId, skip, take } = request.query;
      if (!(await published.find(siteId, undefined))) throw notFound();
      const rows = await delivered.visible(siteId);
      // The list changes at each start and end: caches ask again every time.
      reply.header("cache-control", "no-cache");
      return {
        total: rows.length,
        items: rows.slice(skip - 1, skip - 1 + take).map(deliveredNotificationOf),
      };
    },
  );
};
