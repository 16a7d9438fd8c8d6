import { analyticsRetentionBody, analyticsRetentionResponse, errorResponse } from "@mekuri/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { readRetentionMonths, saveRetentionMonths } from "./retention.ts";

const tags = ["analytics"];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** The master's setting of how long raw analytics events are kept (docs/decisions/039). */
export const retentionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/master/analytics/retention",
    {
      config: { access: "analytics:manage" },
      schema: {
        tags,
        summary: "How many months of raw analytics events are kept (rollups are kept for good)",
        response: { 200: analyticsRetentionResponse, ...errors },
      },
    },
    async () => ({ months: await readRetentionMonths(db) }),
  );

  app.put(
    "/master/analytics/retention",
    {
      config: { access: "analytics:manage" },
      schema: {
        tags,
        summary: "Set how many months of raw analytics events are kept; older months are dropped daily",
        body: analyticsRetentionBody,
        response: { 200: analyticsRetentionResponse, ...errors },
      },
    },
    async (request) => {
      await saveRetentionMonths(db, request.body.months);
      return { months: request.body.months };
    },
  );
};
