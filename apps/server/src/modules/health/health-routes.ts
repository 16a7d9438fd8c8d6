import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../platform/database/database.ts";
import { databaseRetryAfterSeconds } from "../../platform/http/error-handler.ts";

/** Liveness says the process answers; readiness also needs the database, so a balancer can route around. */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get("/healthz", { logLevel: "warn" }, async () => ({ status: "ok" }));

  app.get("/readyz", { logLevel: "warn" }, async (request, reply) => {
    try {
      await database.ping();
      return { status: "ready", database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed");
      reply.header("retry-after", String(databaseRetryAfterSeconds));
      return reply.status(503).send({ status: "unavailable", database: database.kind });
    }
  });
};
