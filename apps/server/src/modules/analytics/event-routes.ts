import { analyticsBatch, analyticsBatchResponse, analyticsEvent, errorResponse } from "@mekuri/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { sites } from "../../platform/database/schema/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import type { EventBuffer } from "./event-buffer.ts";

/** Published site ids, remembered briefly so ingestion does not read the sites table per event. */
class PublishedSiteIds {
  private readonly known = new Map<string, { published: boolean; until: number }>();
  constructor(
    private readonly db: Db,
    private readonly ttlMs = 30_000,
  ) {}

  async filter(siteIds: string[]): Promise<Set<string>> {
    const now = Date.now();
    const unknown = [...new Set(siteIds)].filter((id) => (this.known.get(id)?.until ?? 0) <= now);
    if (unknown.length) {
      const rows = await this.db
        .select({ id: sites.id })
        .from(sites)
        .where(and(inArray(sites.id, unknown), eq(sites.status, "PUBLISH")));
      const published = new Set(rows.map((row) => row.id));
      if (this.known.size > 50_000) this.known.clear();
      for (const id of unknown) this.known.set(id, { published: published.has(id), until: now + this.ttlMs });
    }
    return new Set(siteIds.filter((id) => this.known.get(id)?.published));
  }
}

export const eventRoutes: FastifyPluginAsyncZod<{ db: Db; buffer: EventBuffer }> = async (
  app,
  { db, buffer },
) => {
  const publishedSites = new PublishedSiteIds(db);

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
      const published = valid.length
        ? await publishedSites.filter(valid.map((e) => e.siteId))
        : new Set<string>();
      const accepted = valid.filter((event) => published.has(event.siteId));
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
