import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../platform/database/database.ts";
import { databaseRetryAfterSeconds } from "../../platform/http/error-handler.ts";
import { type Pressure, pressureRetryAfterSeconds } from "../../platform/http/load-shedding.ts";

/**
 * Liveness says the process answers; readiness also needs the database and a process that is not
 * shedding load, so a balancer can route around. Both answer while the process sheds load: a
 * saturated process is alive, and restarting it would only lose the work it is doing (decision 084).
 * Redis, when configured, is reported but never makes the process unready: without it, limits
 * are counted per process and cached sites re-read every second (decision 036).
 */
export const healthRoutes: FastifyPluginAsync<{
  database: Database;
  redisConnected?: () => boolean;
  /** What saturates the process while it sheds load, else undefined. */
  pressure: () => Pressure | undefined;
}> = async (app, { database, redisConnected, pressure }) => {
  app.get(
    "/healthz",
    {
      logLevel: "warn",
      config: { answersUnderPressure: true },
      schema: {
        tags: ["health"],
        summary: "Liveness: the process answers",
        security: [],
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  const readiness = z.object({
    status: z.enum(["ready", "unavailable"]),
    database: z.string(),
    redis: z.enum(["ready", "degraded"]).optional(),
    load: z.enum(["normal", "saturated"]),
  });
  app.get(
    "/readyz",
    {
      logLevel: "warn",
      config: { answersUnderPressure: true },
      schema: {
        tags: ["health"],
        summary:
          "Readiness: the database answers and the process is not shedding load (503 with Retry-After otherwise)",
        security: [],
        response: { 200: readiness, 503: readiness },
      },
    },
    async (request, reply) => {
      const redis = redisConnected ? { redis: redisConnected() ? "ready" : "degraded" } : {};
      const unavailable = (load: "normal" | "saturated", retryAfterSeconds: number) => {
        reply.header("retry-after", String(retryAfterSeconds));
        return reply.status(503).send({ status: "unavailable", database: database.kind, ...redis, load });
      };
      // No database round trip for a process that is already refusing work.
      if (pressure()) return unavailable("saturated", pressureRetryAfterSeconds);
      try {
        await database.ping();
        return { status: "ready", database: database.kind, ...redis, load: "normal" };
      } catch (error) {
        request.log.warn({ err: error }, "readiness check failed");
        return unavailable("normal", databaseRetryAfterSeconds);
      }
    },
  );
};
