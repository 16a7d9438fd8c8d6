import { z } from "zod";
import { isMonth, type MonthRangeProblem, maxDashboardMonths, monthCount } from "../dashboard/months.ts";
import { movementKinds } from "../dashboard/movements.ts";
import { messageRef } from "../i18n/message-format.ts";

/**
 * The summary dashboard's calls (admin.md §7 "Dashboard", decision 071): request and response
 * schemas shared by the server and the console. Money is integer yen excluding tax; the console
 * shows MRR in ten-thousand yen and ARR in hundred-million yen (§9).
 */

const month = z
  .string({ error: messageRef("dashboard.invalidMonth") })
  .refine(isMonth, { error: messageRef("dashboard.invalidMonth") });

/** The two-field checks a form can make without knowing today; the server adds "not in the future". */
export function monthRangeShapeProblems(range: { start: string; end: string }): MonthRangeProblem[] {
  if (!isMonth(range.start) || !isMonth(range.end)) return [];
  if (range.end < range.start) return [{ field: "end", messageKey: "dashboard.rangeReversed" }];
  if (monthCount(range) > maxDashboardMonths) {
    return [{ field: "end", messageKey: "dashboard.rangeTooLong", params: { months: maxDashboardMonths } }];
  }
  return [];
}

/** Start and end month (JST, both included); the last twelve months when absent. */
export const dashboardQuery = z
  .object({ startMonth: month.optional(), endMonth: month.optional() })
  .superRefine((query, ctx) => {
    if ((query.startMonth === undefined) !== (query.endMonth === undefined)) {
      const path = query.startMonth === undefined ? "startMonth" : "endMonth";
      ctx.addIssue({ code: "custom", path: [path], message: messageRef("dashboard.rangeIncomplete") });
      return;
    }
    if (query.startMonth === undefined || query.endMonth === undefined) return;
    for (const problem of monthRangeShapeProblems({ start: query.startMonth, end: query.endMonth })) {
      const params = "params" in problem ? problem.params : undefined;
      ctx.addIssue({ code: "custom", path: ["endMonth"], message: messageRef(problem.messageKey, params) });
    }
  });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

const yen = z.number().int();
const count = z.number().int();
const range = z.object({ startMonth: z.string(), endMonth: z.string() });

/** The cards: sites created and companies introduced in the range; MRR, ARR and paid plans at its end. */
export const registrationData = z.object({
  range,
  sitesCreated: count,
  companiesIntroduced: count,
  /** Accounts under contract at the end of the range. */
  companiesContracted: count,
  mrr: yen,
  arr: yen,
  /** Accounts under contract on a plan with a fee at the end of the range. */
  paidPlans: count,
});
export type RegistrationData = z.infer<typeof registrationData>;

/** Sites created per introduced company, month by month. */
export const userSiteData = z.object({
  range,
  months: z.array(
    z.object({
      month: z.string(),
      sitesCreated: count,
      companiesIntroduced: count,
      companiesContracted: count,
      /** Sites of the contracted companies at the month's end. */
      sites: count,
      /** sites / companiesContracted, two decimals; null without a contracted company. */
      sitesPerCompany: z.number().nullable(),
    }),
  ),
});
export type UserSiteData = z.infer<typeof userSiteData>;

/** Contracted accounts per plan at each month's end, and contracts started that month per plan. */
export const adoptionByPlan = z.object({
  range,
  plans: z.array(z.object({ id: z.string(), name: z.string(), price: yen })),
  months: z.array(
    z.object({
      month: z.string(),
      plans: z.array(z.object({ planId: z.string(), accounts: count, introduced: count })),
    }),
  ),
});
export type AdoptionByPlan = z.infer<typeof adoptionByPlan>;

const movementTotal = z.object({ amount: yen, accounts: count });

/** MRR and ARR per month with the movements that explain each month's change. */
export const revenueData = z.object({
  range,
  months: z.array(
    z.object({
      month: z.string(),
      mrr: yen,
      arr: yen,
      payingAccounts: count,
      movements: z.object(
        Object.fromEntries(movementKinds.map((kind) => [kind, movementTotal])) as {
          [K in (typeof movementKinds)[number]]: typeof movementTotal;
        },
      ),
    }),
  ),
});
export type RevenueData = z.infer<typeof revenueData>;

export const movementQuery = z.object({
  month,
  kind: z.enum(movementKinds, { error: messageRef("dashboard.invalidMovement") }).optional(),
});
export type MovementQuery = z.infer<typeof movementQuery>;

/** The accounts behind one month's movements, largest change first. */
export const movementAccounts = z.object({
  month: z.string(),
  items: z.array(
    z.object({
      accountId: z.string(),
      companyName: z.string(),
      kind: z.enum(movementKinds),
      from: yen,
      to: yen,
      change: yen,
      fromPlan: z.string().nullable(),
      toPlan: z.string().nullable(),
    }),
  ),
});
export type MovementAccounts = z.infer<typeof movementAccounts>;
