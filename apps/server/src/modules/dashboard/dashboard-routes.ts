import {
  adoptionByPlan,
  dashboardQuery,
  errorResponse,
  movementAccounts,
  movementQuery,
  registrationData,
  revenueData,
  userSiteData,
} from "@mekuri/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { requireActor } from "../auth/access-control.ts";
import { DashboardService } from "./dashboard-service.ts";

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
const tags = ["dashboard"];

/** admin.md §7 Dashboard: the summary dashboard's four calls, and the accounts behind a movement. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = new DashboardService(db);
  const config = { access: "dashboard:view" } as const;

  app.get(
    "/dashboard/registration-data",
    {
      config,
      schema: {
        tags,
        summary: "The cards: sites created, companies introduced, MRR, ARR and paid plans",
        querystring: dashboardQuery,
        response: { 200: registrationData, ...errors },
      },
    },
    (request) => service.registrationData(requireActor(request), request.query),
  );

  app.get(
    "/dashboard/user-site",
    {
      config,
      schema: {
        tags,
        summary: "Sites created per introduced company, month by month",
        querystring: dashboardQuery,
        response: { 200: userSiteData, ...errors },
      },
    },
    (request) => service.userSite(requireActor(request), request.query),
  );

  app.get(
    "/dashboard/adoption-by-plan",
    {
      config,
      schema: {
        tags,
        summary: "Contracted and introduced accounts per plan, month by month",
        querystring: dashboardQuery,
        response: { 200: adoptionByPlan, ...errors },
      },
    },
    (request) => service.adoptionByPlan(requireActor(request), request.query),
  );

  app.get(
    "/dashboard/revenue",
    {
      config,
      schema: {
        tags,
        summary:
          "MRR and ARR per month with their movements (new, reactivation, expansion, contraction, churn)",
        querystring: dashboardQuery,
        response: { 200: revenueData, ...errors },
      },
    },
    (request) => service.revenue(requireActor(request), request.query),
  );

  app.get(
    "/dashboard/revenue/movements",
    {
      config,
      schema: {
        tags,
        summary: "The accounts behind one month's MRR movements, largest change first",
        querystring: movementQuery,
        response: { 200: movementAccounts, ...errors },
      },
    },
    (request) => service.movementAccounts(requireActor(request), request.query),
  );
};
