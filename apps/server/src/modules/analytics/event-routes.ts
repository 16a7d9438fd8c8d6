import { analyticsBatch, analyticsBatchResponse, errorResponse } from "@mekuri/domain";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { AppError } from "../../platform/http/app-error.ts";
import type { PublishedSites } from "../public-site/published-sites.ts";
import type { EventBuffer } from "./event-buffer.ts";
import { batchEvents, isValidEvent, tapWithinLimit, type WireEvent } from "./event-check.ts";
import { encodeEventRow, receiptTime } from "./event-store.ts";

const bodyLimit = 64 * 1024;

/**
 * The hot write path (docs/decisions/012-analytics-ingestion-speed.md): the body stays text until
 * the handler parses it, each event is checked by the compiled mirror of the shared schema and
 * encoded into its stored row at once, and a public site is known from memory, so a beacon
 * usually costs no key conversion and no database round trip of its own; it is answered once the
 * group write that holds its events committed (docs/decisions/029-durable-event-acknowledgement.md).
 */
export const eventRoutes: FastifyPluginAsync<{ published: PublishedSites; buffer: EventBuffer }> = async (
  app,
  { published, buffer },
) => {
  // JSON, or JSON sent as text/plain (what sendBeacon may send, without a preflight), kept as text.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    ["application/json", "text/plain"],
    { parseAs: "string", bodyLimit },
    (_request, body, done) => done(null, body),
  );

  // Only on a malformed envelope: the shared schema's own answer, as for every other route.
  const validateBatch = validatorCompiler({
    schema: analyticsBatch,
    method: "POST",
    url: "",
    httpPart: "body",
  });
  function malformedBatch(body: unknown) {
    const result = validateBatch(body) as { error?: unknown };
    return Object.assign(new Error("Malformed analytics batch"), {
      statusCode: 400,
      validation: result.error ?? [],
      validationContext: "body",
    });
  }

  const unavailable = () =>
    new AppError(503, "SERVICE_UNAVAILABLE", "error.serviceUnavailable", undefined, { "retry-after": "5" });

  function answer(reply: FastifyReply, stored: number, total: number) {
    reply
      .status(202)
      .header("content-type", "application/json; charset=utf-8")
      .header("x-content-type-options", "nosniff")
      .send(`{"accepted":${stored},"rejected":${total - stored}}`);
  }

  /**
   * Answers 202 once the events are stored (group commit), so an acknowledged event survives a
   * crash. Callbacks rather than promises: this runs for every beacon.
   */
  function store(reply: FastifyReply, valid: WireEvent[], total: number) {
    if (!buffer.hasRoomFor(valid.length)) throw unavailable();
    if (valid.length === 0) {
      answer(reply, 0, total);
      return reply;
    }
    const receivedAt = receiptTime();
    let rows = "";
    for (const event of valid) rows += encodeEventRow(event, receivedAt);
    buffer.enqueue(
      rows,
      valid.length,
      (stored) => answer(reply, stored, total),
      // Not written in time (the buffer logged why): nothing of this batch is acknowledged.
      () => reply.send(unavailable()),
    );
    return reply;
  }

  /** The events of sites that are not (or no longer) public are dropped, after one shared lookup. */
  async function storeAfterLookup(reply: FastifyReply, checked: WireEvent[], total: number) {
    const sites = [...new Set(checked.map((event) => event.site_id as string))];
    const open = await Promise.all(sites.map((siteId) => published.isPublic(siteId)));
    const publicSites = new Set(sites.filter((_, index) => open[index]));
    return store(
      reply,
      checked.filter((event) => publicSites.has(event.site_id as string)),
      total,
    );
  }

  app.post(
    "/end-user/events",
    {
      config: { access: "public" },
      // A JSON answer to a beacon: the console's HTML security headers do not apply.
      helmet: false,
      bodyLimit,
      // The body is checked by the handler (event-check.ts, proven equal to the schema); the schema
      // is here for the API document.
      validatorCompiler: () => (value) => ({ value }),
      schema: {
        tags: ["analytics"],
        summary: "Store a batch of viewer analytics events; bad events are dropped, good ones kept",
        body: analyticsBatch,
        response: { 202: analyticsBatchResponse, 400: errorResponse, 413: errorResponse, 503: errorResponse },
      },
    },
    (request, reply) => {
      // A syntax error answers 400 MALFORMED_BODY through the error handler.
      const body: unknown = JSON.parse(request.body as string);
      const events = batchEvents(body);
      if (!events) throw malformedBatch(body);
      const valid: WireEvent[] = [];
      let lookup = false;
      let taps: Map<string, number> | undefined;
      for (const event of events) {
        if (!isValidEvent(event)) continue;
        if (event.type === "tap") {
          taps ??= new Map();
          if (!tapWithinLimit(event, taps)) continue;
        }
        const open = published.knownPublic(event.site_id as string);
        if (open === undefined) lookup = true;
        if (open !== false) valid.push(event);
      }
      if (lookup) return storeAfterLookup(reply, valid, events.length);
      return store(reply, valid, events.length);
    },
  );
};
