import { analyticsBatch, analyticsBatchResponse, analyticsEvent, errorResponse } from "@mekuri/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../platform/http/app-error.ts";
import type { PublishedSites } from "../public-site/published-sites.ts";
import type { EventBuffer } from "./event-buffer.ts";

export const eventRoutes: FastifyPluginAsyncZod<{ published: PublishedSites; buffer: EventBuffer }> = async (
  app,
  { published, buffer },
) => {
  // Which sites are public comes from the same short-lived lookup the public pages use.
  async function publicSites(siteIds: string[]) {
    const unique = [...new Set(siteIds)];
    const flags = await Promise.all(unique.map((id) => published.isPublic(id)));
    return new Set(unique.filter((_, index) => flags[index]));
  }

  // sendBeacon may send JSON as text/plain, which a browser sends without a preflight.
  app.addContentTypeParser(
    "text/plain",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );

  app.post(
    "/end-user/events",
    {
      config: { access: "public" },
      bodyLimit: 64 * 1024,
      schema: {
        tags: ["analytics"],
        summary: "Store a batch of viewer analytics events; bad events are dropped, good ones kept",
        body: analyticsBatch,
        response: { 202: analyticsBatchResponse, 400: errorResponse, 413: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const parsed = request.body.events.map((raw) => analyticsEvent.safeParse(raw));
      const valid = parsed.flatMap((result) => (result.success ? [result.data] : []));
      const open = valid.length ? await publicSites(valid.map((e) => e.siteId)) : new Set<string>();
      const accepted = valid.filter((event) => open.has(event.siteId));
      if (!buffer.hasRoomFor(accepted.length)) {
        throw new AppError(503, "SERVICE_UNAVAILABLE", "error.serviceUnavailable", undefined, {
          "retry-after": "5",
        });
      }
      const receivedAt = new Date();
      buffer.add(accepted.map((event) => ({ ...event, receivedAt })));
      return reply
        .status(202)
        .send({ accepted: accepted.length, rejected: request.body.events.length - accepted.length });
    },
  );
};
