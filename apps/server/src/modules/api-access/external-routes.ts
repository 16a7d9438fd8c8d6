import {
  errorResponse,
  externalListQuery,
  externalSiteList,
  externalSubmissionList,
  externalSubmissionParams,
  externalSubmissionQuery,
} from "@mekuri/domain";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/database/database.ts";
import { sites } from "../../platform/database/schema/index.ts";
import { notFound } from "../../platform/http/app-error.ts";
import type { FailureThrottle } from "../auth/failure-throttle.ts";
import { findSubmissions } from "../site-data/site-data-service.ts";
import { authenticateExternal } from "./external-auth.ts";

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse };
const description =
  "For an account's own integrations, enabled in admin settings (API generation dialog). Authenticate with the account's chosen method: " +
  "API key as `X-API-Key: <key>` (or `Authorization: Bearer <key>`), basic auth as `Authorization: Basic base64(id:password)`, " +
  "or a request from an allowed IP address. These routes take no operator token.";
const accountParams = z.object({ accountId: z.uuid() });

/** The external API: an account's integrations read its own sites. */
export const externalRoutes: FastifyPluginAsyncZod<{ db: Db; throttle: FailureThrottle }> = async (
  app,
  { db, throttle },
) => {
  app.get(
    "/external/accounts/:accountId/sites",
    {
      config: { access: "public" },
      schema: {
        tags: ["external"],
        summary: "List the account's sites",
        description,
        security: [],
        params: accountParams,
        querystring: externalListQuery,
        response: { 200: externalSiteList, ...errors },
      },
    },
    async (request) => {
      await authenticateExternal({ db, throttle }, request, request.params.accountId);
      const { page, pageSize } = request.query;
      const rows = await db
        .select()
        .from(sites)
        .where(and(eq(sites.accountId, request.params.accountId)))
        .orderBy(asc(sites.createdAt))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return {
        items: rows.map((site) => ({
          id: site.id,
          name: site.name,
          status: site.status,
          createdAt: site.createdAt.toISOString(),
          updatedAt: site.updatedAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    "/external/accounts/:accountId/sites/:siteId/submissions",
    {
      config: { access: "public" },
      schema: {
        tags: ["external"],
        summary:
          "List a site's contact and homepage form submissions, newest first (values by form field id)",
        description,
        security: [],
        params: externalSubmissionParams,
        querystring: externalSubmissionQuery,
        response: { 200: externalSubmissionList, ...errors },
      },
    },
    async (request) => {
      const { accountId, siteId } = request.params;
      await authenticateExternal({ db, throttle }, request, accountId);
      const [site] = await db
        .select({ id: sites.id })
        .from(sites)
        .where(and(eq(sites.id, siteId), eq(sites.accountId, accountId)));
      if (!site) throw notFound();
      const { kind, page, pageSize } = request.query;
      const { rows, total } = await findSubmissions(db, siteId, kind, { page, size: pageSize });
      return {
        total,
        // Answers by field id; the list screens and CSV carry the titles.
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          email: row.email,
          values: Object.fromEntries(row.fields.map((field) => [field.fieldId, field.value])),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
