import {
  type ContractStatus,
  contractActionBody,
  contractHistoryPage,
  errorResponse,
  messageResponse,
  nextContractStatus,
  translate,
  userIdParams,
} from "@mekuri/domain";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db, Tx } from "../../platform/database/database.ts";
import {
  accounts,
  contractHistory,
  operators,
  refreshTokens,
  sites,
} from "../../platform/database/schema/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { requireActor } from "../auth/access-control.ts";
import type { PublishedSites } from "../public-site/published-sites.ts";
import { assertFamily, findChildAccount, type UserFamily, userFamilies } from "../tenancy/account-scope.ts";
import { recordHistory } from "./contract-history.ts";

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const tags = ["contracts"];
const doneMessage = {
  suspend: "contracts.suspended",
  resume: "contracts.resumed",
  terminate: "contracts.terminated",
} as const;

/** Ends every session of the account's logins: the next refresh fails, as the access check already does. */
async function revokeSessions(tx: Tx, accountId: string) {
  const logins = tx.select({ id: operators.id }).from(operators).where(eq(operators.accountId, accountId));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(inArray(refreshTokens.operatorId, logins), isNull(refreshTokens.revokedAt)));
}

/** admin.md §4 Contract: suspend, resume, terminate (permanent, sites go private) and delete. */
export const contractRoutes: FastifyPluginAsyncZod<{ db: Db; published: PublishedSites }> = async (
  app,
  { db, published },
) => {
  for (const family of Object.keys(userFamilies) as UserFamily[]) {
    const base = `/${family}/user`;

    app.put(
      `${base}/:id/status`,
      {
        config: { access: "contracts:manage" },
        schema: {
          tags,
          summary: "Suspend, resume or terminate a contract",
          params: userIdParams,
          body: contractActionBody,
          response: { 200: messageResponse.extend({ contractStatus: z.string() }), ...errors },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        assertFamily(actor, family);
        const { action } = request.body;
        let closedSites: { id: string }[] = [];
        const status = await db.transaction(async (tx) => {
          const account = await findChildAccount(tx, actor, request.params.id, { forUpdate: true });
          const from = account.contractStatus as ContractStatus;
          const to = nextContractStatus(from, action);
          if (!to)
            throw new AppError(
              409,
              "CONFLICT",
              from === "terminated" ? "contracts.readOnly" : "contracts.invalidTransition",
            );
          await tx.update(accounts).set({ contractStatus: to }).where(eq(accounts.id, account.id));
          if (action !== "resume") await revokeSessions(tx, account.id);
          // After a contract ends, all its sites become unpublished (admin.md §4 Site, §9).
          if (action === "terminate")
            closedSites = await tx
              .update(sites)
              // The draft's stamp stays, so no editor holding the document meets a false conflict.
              .set({ status: "PRIVATE", updatedAt: sql`${sites.updatedAt}` })
              .where(eq(sites.accountId, account.id))
              .returning({ id: sites.id });
          await recordHistory(tx, { accountId: account.id, actor, action, detail: `${from} → ${to}` });
          return to;
        });
        // Every process stops serving those sites at once (through Redis when it is configured).
        for (const site of closedSites) await published.invalidate(site.id);
        return { message: translate(doneMessage[action], request.locale), contractStatus: status };
      },
    );

    app.delete(
      `${base}/:id`,
      {
        config: { access: "contracts:manage" },
        schema: {
          tags,
          summary: "Delete an account with no accounts below it",
          params: userIdParams,
          response: { 200: messageResponse, ...errors },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        assertFamily(actor, family);
        await db.transaction(async (tx) => {
          const account = await findChildAccount(tx, actor, request.params.id, { forUpdate: true });
          const [children] = await tx
            .select({ n: count() })
            .from(accounts)
            .where(eq(accounts.parentId, account.id));
          if ((children?.n ?? 0) > 0) throw new AppError(409, "CONFLICT", "contracts.hasChildren");
          await tx.delete(accounts).where(eq(accounts.id, account.id));
        });
        return { message: translate("contracts.deleted", request.locale) };
      },
    );
  }

  app.get(
    "/user-history/:id",
    {
      config: { access: "users:view" },
      schema: {
        tags,
        summary: "Contract edit history of an account below the caller, newest first",
        params: userIdParams,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: contractHistoryPage, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const account = await findChildAccount(db, actor, request.params.id);
      const rows = await db
        .select()
        .from(contractHistory)
        .where(eq(contractHistory.accountId, account.id))
        .orderBy(desc(contractHistory.executedAt), desc(contractHistory.createdAt))
        .limit(request.query.limit);
      const [total] = await db
        .select({ n: count() })
        .from(contractHistory)
        .where(eq(contractHistory.accountId, account.id));
      return {
        items: rows.map((row) => ({
          id: row.id,
          executedAt: row.executedAt.toISOString(),
          executor: row.executorName,
          action: row.action as "create",
          detail: row.detail,
        })),
        total: total?.n ?? 0,
      };
    },
  );
};
