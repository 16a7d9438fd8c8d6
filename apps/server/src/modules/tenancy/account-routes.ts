import { accountIdParams, accountSummary, errorResponse } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { accounts } from "../../platform/database/schema/index.ts";
import { notFound } from "../../platform/http/app-error.ts";
import { canReachAccount } from "../accounts/actor.ts";
import { requireActor } from "../auth/access-control.ts";

export const accountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/accounts/:accountId",
    {
      config: { access: "operator" },
      schema: {
        tags: ["accounts"],
        summary: "One account the caller may see: its own, or one below it for those who may view users",
        params: accountIdParams,
        response: { 200: accountSummary, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const [account] = await db.select().from(accounts).where(eq(accounts.id, request.params.accountId));
      const own = account?.id === actor.account.id;
      // Outside the caller's reach answers as if it did not exist: ids of other tenants stay secret.
      if (!account || !(own || (actor.permissions.has("users:view") && canReachAccount(actor, account)))) {
        throw notFound();
      }
      return {
        id: account.id,
        kind: account.kind as "master",
        parentId: account.parentId,
        companyName: account.companyName,
        contactName: account.contactName,
        contractStatus: account.contractStatus as "active",
        createdAt: account.createdAt.toISOString(),
      };
    },
  );
};
