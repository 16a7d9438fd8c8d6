import {
  type AdoptionByPlan,
  addMonthsTo,
  type DashboardQuery,
  defaultMonthRange,
  type MonthRange,
  type MovementAccounts,
  type MovementQuery,
  monthRangeProblems,
  monthsOf,
  movementTotals,
  type RegistrationData,
  type RevenueData,
  type UserSiteData,
} from "@mekuri/domain";
import type { Db } from "../../platform/database/database.ts";
import { FieldsRejected, rejectedField } from "../../platform/http/app-error.ts";
import type { Actor } from "../accounts/actor.ts";
import { loadCompanyNames } from "./dashboard-store.ts";
import { TreeFiguresCache } from "./tree-figures.ts";

/** The wire names of the range fields, for errors shown next to them. */
const fieldOf = { start: "start_month", end: "end_month" } as const;

/** The asked range (the last twelve months when none), refused field by field when in the future. */
export function rangeOf(query: DashboardQuery, now: Date): MonthRange {
  if (query.startMonth === undefined || query.endMonth === undefined) return defaultMonthRange(now);
  const range = { start: query.startMonth, end: query.endMonth };
  const problems = monthRangeProblems(range, now);
  if (problems.length > 0) {
    throw new FieldsRejected(
      problems.map((problem) =>
        rejectedField(
          fieldOf[problem.field],
          problem.messageKey,
          "params" in problem ? problem.params : undefined,
        ),
      ),
    );
  }
  return range;
}

const wireRange = (range: MonthRange) => ({ startMonth: range.start, endMonth: range.end });

/**
 * The summary dashboard of the caller's tree: every account strictly below the caller's account
 * (the master's tree is the whole platform; an OEM master's, its customers).
 */
export class DashboardService {
  private readonly trees: TreeFiguresCache;

  constructor(
    private readonly db: Db,
    clock: () => Date = () => new Date(),
  ) {
    this.trees = new TreeFiguresCache(db, clock);
  }

  private async open(actor: Actor, query: DashboardQuery) {
    const figures = await this.trees.get(actor.account);
    return { figures, range: rangeOf(query, figures.now) };
  }

  async registrationData(actor: Actor, query: DashboardQuery): Promise<RegistrationData> {
    const { figures, range } = await this.open(actor, query);
    const months = monthsOf(range);
    const end = figures.snapshot(range.end);
    const plans = figures.history.plans;
    return {
      range: wireRange(range),
      sitesCreated: months.reduce((total, month) => total + figures.sitesCreatedIn(month), 0),
      companiesIntroduced: months.reduce((total, month) => total + figures.introducedIn(month).length, 0),
      companiesContracted: end.plans.size,
      mrr: end.total,
      arr: end.total * 12,
      paidPlans: [...figures.planCounts(range.end)].reduce(
        (total, [planId, count]) => total + ((plans.get(planId)?.price ?? 0) > 0 ? count : 0),
        0,
      ),
    };
  }

  async userSite(actor: Actor, query: DashboardQuery): Promise<UserSiteData> {
    const { figures, range } = await this.open(actor, query);
    let existing = figures.sitesBefore(range.start);
    const months = monthsOf(range).map((month) => {
      const sitesCreated = figures.sitesCreatedIn(month);
      existing += sitesCreated;
      const contracted = figures.snapshot(month).plans.size;
      return {
        month,
        sitesCreated,
        companiesIntroduced: figures.introducedIn(month).length,
        companiesContracted: contracted,
        sites: existing,
        sitesPerCompany: contracted > 0 ? Math.round((existing / contracted) * 100) / 100 : null,
      };
    });
    return { range: wireRange(range), months };
  }

  async adoptionByPlan(actor: Actor, query: DashboardQuery): Promise<AdoptionByPlan> {
    const { figures, range } = await this.open(actor, query);
    const rows = monthsOf(range).map((month) => {
      const snapshot = figures.snapshot(month);
      const accounts = figures.planCounts(month);
      const introduced = new Map<string, number>();
      for (const account of figures.introducedIn(month)) {
        const planId = snapshot.plans.get(account.id);
        if (planId) introduced.set(planId, (introduced.get(planId) ?? 0) + 1);
      }
      return { month, accounts, introduced };
    });
    // Only the plans someone held in the range, cheapest first, as a stacked chart reads best.
    const held = new Set(rows.flatMap((row) => [...row.accounts.keys()]));
    const plans = [...figures.history.plans.values()]
      .filter((plan) => held.has(plan.id))
      .sort((a, b) => a.price - b.price || a.name.localeCompare(b.name));
    return {
      range: wireRange(range),
      plans: plans.map((plan) => ({ id: plan.id, name: plan.name, price: plan.price })),
      months: rows.map((row) => ({
        month: row.month,
        plans: plans.map((plan) => ({
          planId: plan.id,
          accounts: row.accounts.get(plan.id) ?? 0,
          introduced: row.introduced.get(plan.id) ?? 0,
        })),
      })),
    };
  }

  async revenue(actor: Actor, query: DashboardQuery): Promise<RevenueData> {
    const { figures, range } = await this.open(actor, query);
    return {
      range: wireRange(range),
      months: monthsOf(range).map((month) => {
        const snapshot = figures.snapshot(month);
        return {
          month,
          mrr: snapshot.total,
          arr: snapshot.total * 12,
          payingAccounts: snapshot.mrr.size,
          movements: movementTotals(figures.movements(month, addMonthsTo(month, -1))),
        };
      }),
    };
  }

  async movementAccounts(actor: Actor, query: MovementQuery): Promise<MovementAccounts> {
    const { figures } = await this.open(actor, { startMonth: query.month, endMonth: query.month });
    const previousMonth = addMonthsTo(query.month, -1);
    const chosen = figures
      .movements(query.month, previousMonth)
      .filter((movement) => query.kind === undefined || movement.kind === query.kind)
      .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.accountId.localeCompare(b.accountId));
    const names = await loadCompanyNames(
      this.db,
      chosen.map((movement) => movement.accountId),
    );
    const plans = figures.history.plans;
    const planName = (planId: string | undefined) => (planId ? (plans.get(planId)?.name ?? null) : null);
    const before = figures.snapshot(previousMonth);
    const after = figures.snapshot(query.month);
    return {
      month: query.month,
      items: chosen.map((movement) => ({
        ...movement,
        companyName: names.get(movement.accountId) ?? "",
        fromPlan: planName(before.plans.get(movement.accountId)),
        toPlan: planName(after.plans.get(movement.accountId)),
      })),
    };
  }
}
