import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { Database } from "../../platform/database/database.ts";
import { databaseRetryAfterSeconds } from "../../platform/http/error-handler.ts";

/**
 * Liveness says the process answers; readiness also needs the database, so a balancer can route
 * around. Redis, when configured, is reported but never makes the process unready: without it,
 * limits are counted per process and cached sites re-read every second (decision 036).
 */
export const healthRoutes: FastifyPluginAsync<{
  database: Database;
  redisConnected?: () => boolean;
}> = async (app, { database, redisConnected }) => {
  app.get(
    "/healthz",
    {
      logLevel: "warn",
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
  });
  app.get(
    "/readyz",
    {
      logLevel: "warn",
      schema: {
        tags: ["health"],
        summary: "Readiness: the database answers (503 with Retry-After when it does not)",
        security: [],
        response: { 200: readiness, 503: readiness },
      },
    },
    async (request, reply) => {
      const redis = redisConnected ? { redis: redisConnected() ? "ready" : "degraded" } : {};
      try {
        await database.ping();
        return { status: "ready", database: database.kind, ...redis };
      } catch (error) {
        request.log.warn({ err: error }, "readiness check failed");
        reply.header("retry-after", String(databaseRetryAfterSeconds));
        return reply.status(503).send({ status: "unavailable", database: database.kind, ...redis });
      }
    },
  );
};
