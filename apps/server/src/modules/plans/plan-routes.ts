import {
  type AccountKind,
  changePlanBody,
  changePlanResponse,
  errorResponse,
  messageResponse,
  planBody,
  planIdParams,
  planList,
  planListQuery,
  planPage,
  planResponse,
  translate,
  userIdParams,
  userPlan,
  userPlanQuery,
} from "@mekuri/domain";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { plans } from "../../platform/database/schema/index.ts";
import { AppError, notFound } from "../../platform/http/app-error.ts";
import { requireActor } from "../auth/access-control.ts";
import { assertFamily, findChildAccount, findReachableAccount } from "../tenancy/account-scope.ts";
import { capabilitiesOfAccount, countSites } from "./account-capabilities.ts";
import { ensureDefaultPlans } from "./default-plans.ts";
import { accountPageViewsThisMonth } from "./monthly-page-views.ts";
import { changePlan } from "./plan-change.ts";
import { findPlan, listPlans, toPlan } from "./plan-repository.ts";
import { isAssignableBy, planStateOf } from "./plan-state.ts";

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const tags = ["plans"];

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

export const planRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook("onReady", () => ensureDefaultPlans(db));

  app.get(
    "/plan",
    {
      config: { access: "plans:view" },
      schema: {
        tags,
        summary: "The price list, to compare plans",
        querystring: planListQuery,
        response: { 200: planList, ...errors },
      },
    },
    async (request) => ({ items: (await listPlans(db, request.query)).items }),
  );

  app.get(
    "/master/plan",
    {
      config: { access: "plans:manage" },
      schema: {
        tags,
        summary: "Plan management: plans with filters and paging",
        querystring: planListQuery,
        response: { 200: planPage, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return { ...(await listPlans(db, request.query, { page, pageSize })), page, pageSize };
    },
  );

  app.get(
    "/master/plan/all",
    {
      config: { access: "plans:manage" },
      schema: { tags, summary: "Every plan", response: { 200: planList, ...errors } },
    },
    async () => ({ items: (await listPlans(db, {})).items }),
  );

  app.get(
    "/oem-master/plan",
    {
      config: { access: "users:view" },
      schema: {
        tags,
        summary: "Plans an OEM account can give its users",
        response: { 200: planList, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (actor.accountKind !== "oem_admin") assertFamily(actor, "oem-master");
      return { items: (await listPlans(db, {})).items.filter((plan) => isAssignableBy(actor, plan)) };
    },
  );

  app.post(
    "/master/plan",
    {
      config: { access: "plans:manage" },
      schema: { tags, summary: "Create a plan", body: planBody, response: { 201: planResponse, ...errors } },
    },
    async (request, reply) => {
      try {
        const [row] = await db.insert(plans).values(request.body).returning();
        reply.status(201);
        return { message: translate("plans.created", request.locale), plan: toPlan(row!) };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, "CONFLICT", "plans.nameTaken");
        throw error;
      }
    },
  );

  app.put(
    "/master/plan/:id",
    {
      config: { access: "plans:manage" },
      schema: {
        tags,
        summary: "Edit a plan",
        params: planIdParams,
        body: planBody,
        response: { 200: planResponse, ...errors },
      },
    },
    async (request) => {
      try {
        const [row] = await db
          .update(plans)
          .set(request.body)
          .where(eq(plans.id, request.params.id))
          .returning();
        if (!row) throw notFound();
        const found = await findPlan(db, row.id);
        return { message: translate("plans.updated", request.locale), plan: found!.plan };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, "CONFLICT", "plans.nameTaken");
        throw error;
      }
    },
  );

  app.delete(
    "/master/plan/:id",
    {
      config: { access: "plans:manage" },
      schema: {
        tags,
        summary: "Delete a plan no account holds",
        params: planIdParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) =>
      db.transaction(async (tx) => {
        const found = await findPlan(tx, request.params.id);
        if (!found) throw notFound();
        if (found.plan.accountCount > 0) {
          throw new AppError(409, "CONFLICT", "plans.inUse", { count: found.plan.accountCount });
        }
        await tx.delete(plans).where(eq(plans.id, request.params.id));
        return { message: translate("plans.deleted", request.locale) };
      }),
  );

  app.get(
    "/user-plan",
    {
      config: { access: "plans:view" },
      schema: {
        tags,
        summary:
          "Plan confirmation: the plan in force and the change waiting, for the caller's account or one below it",
        querystring: userPlanQuery,
        response: { 200: userPlan, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const account = await findReachableAccount(db, actor, request.query.id ?? actor.account.id);
      const state = await planStateOf(db, account.id);
      const withCount = async (id: string) => (await findPlan(db, id))!.plan;
      return {
        accountId: account.id,
        companyName: account.companyName,
        current: state.current ? await withCount(state.current.id) : null,
        scheduled: state.scheduled
          ? { plan: await withCount(state.scheduled.row.id), effectiveDate: state.scheduled.effectiveDate }
          : null,
        sites: await countSites(db, account.id),
        pageViews: await accountPageViewsThisMonth(
          db,
          account.id,
          await capabilitiesOfAccount(db, { id: account.id, kind: account.kind as AccountKind }),
        ),
      };
    },
  );

  app.put(
    "/user-plan/:id/status",
    {
      config: { access: "contracts:manage" },
      schema: {
        tags,
        summary: "Change an account's plan: from the 1st of next month (JST), or at once for its first plan",
        params: userIdParams,
        body: changePlanBody,
        response: { 200: changePlanResponse, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return db.transaction(async (tx) => {
        const account = await findChildAccount(tx, actor, request.params.id, { forUpdate: true });
        if (account.contractStatus === "terminated")
          throw new AppError(409, "CONFLICT", "contracts.readOnly");
        const result = await changePlan(tx, { actor, accountId: account.id, planId: request.body.planId });
        const message = result.immediate
          ? translate("plans.assigned", request.locale, { plan: result.planName })
          : translate("plans.changeScheduled", request.locale, {
              plan: result.planName,
              date: result.effectiveDate,
            });
        return { message, effectiveDate: result.effectiveDate };
      });
    },
  );
};
