import {
  type AdoptionByPlan,
  addMonthsTo,
  type DashboardQuery,
  defaultMonthRange,
  firstPaidMonth,
  type MonthRange,
  type MonthSnapshot,
  type Movement,
  type MovementAccounts,
  type MovementQuery,
  measureDay,
  monthMovements,
  monthRangeProblems,
  monthSnapshot,
  monthsOf,
  movementTotals,
  type RegistrationData,
  type RevenueData,
  type UserSiteData,
} from "@mekuri/domain";
import type { Db } from "../../platform/database/database.ts";
import { FieldsRejected } from "../../platform/http/app-error.ts";
import type { Actor } from "../accounts/actor.ts";
import { loadCompanyNames, loadSiteCounts, loadTreeHistory, type TreeHistory } from "./dashboard-store.ts";

/** The wire names of the range fields, for errors shown next to them. */
const fieldOf = { start: "start_month", end: "end_month" } as const;

/** The asked range (the last twelve months when none), refused field by field when in the future. */
export function rangeOf(query: DashboardQuery, now: Date): MonthRange {
  if (query.startMonth === undefined || query.endMonth === undefined) return defaultMonthRange(now);
  const range = { start: query.startMonth, end: query.endMonth };
  const problems = monthRangeProblems(range, now);
  if (problems.length > 0) {
    throw new FieldsRejected(
      problems.map((problem) => ({
        path: fieldOf[problem.field],
        messageKey: problem.messageKey,
        params: "params" in problem ? problem.params : undefined,
      })),
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
  constructor(private readonly db: Db) {}

  private snapshots(history: TreeHistory, months: string[], now: Date): MonthSnapshot[] {
    return months.map((month) => monthSnapshot(history.accounts, history.plans, month, now));
  }

  private introducedIn(history: TreeHistory, month: string, now: Date) {
    const last = measureDay(month, now);
    return history.accounts.filter(
      (account) => account.contractStartDate?.startsWith(month) === true && account.contractStartDate <= last,
    );
  }

  async registrationData(actor: Actor, query: DashboardQuery, now = new Date()): Promise<RegistrationData> {
    const range = rangeOf(query, now);
    const [history, sites] = await Promise.all([
      loadTreeHistory(this.db, actor.account),
      loadSiteCounts(this.db, actor.account, `${range.start}-01`),
    ]);
    const months = monthsOf(range);
    const end = monthSnapshot(history.accounts, history.plans, range.end, now);
    const paidPlans = [...end.plans.values()].filter((planId) => (history.plans.get(planId)?.price ?? 0) > 0);
    return {
      range: wireRange(range),
      sitesCreated: months.reduce((total, month) => total + (sites.perMonth.get(month) ?? 0), 0),
      companiesIntroduced: months.reduce(
        (total, month) => total + this.introducedIn(history, month, now).length,
        0,
      ),
      companiesContracted: end.plans.size,
      mrr: end.total,
      arr: end.total * 12,
      paidPlans: paidPlans.length,
    };
  }

  async userSite(actor: Actor, query: DashboardQuery, now = new Date()): Promise<UserSiteData> {
    const range = rangeOf(query, now);
    const [history, sites] = await Promise.all([
      loadTreeHistory(this.db, actor.account),
      loadSiteCounts(this.db, actor.account, `${range.start}-01`),
    ]);
    let existing = sites.before;
    const months = monthsOf(range).map((month) => {
      const sitesCreated = sites.perMonth.get(month) ?? 0;
      existing += sitesCreated;
      const contracted = monthSnapshot(history.accounts, history.plans, month, now).plans.size;
      return {
        month,
        sitesCreated,
        companiesIntroduced: this.introducedIn(history, month, now).length,
        companiesContracted: contracted,
        sites: existing,
        sitesPerCompany: contracted > 0 ? Math.round((existing / contracted) * 100) / 100 : null,
      };
    });
    return { range: wireRange(range), months };
  }

  async adoptionByPlan(actor: Actor, query: DashboardQuery, now = new Date()): Promise<AdoptionByPlan> {
    const range = rangeOf(query, now);
    const history = await loadTreeHistory(this.db, actor.account);
    const months = monthsOf(range);
    const rows = months.map((month, index) => {
      const snapshot = this.snapshots(history, [month], now)[0]!;
      const accounts = new Map<string, number>();
      for (const planId of snapshot.plans.values()) accounts.set(planId, (accounts.get(planId) ?? 0) + 1);
      const introduced = new Map<string, number>();
      for (const account of this.introducedIn(history, months[index]!, now)) {
        const planId = snapshot.plans.get(account.id);
        if (planId) introduced.set(planId, (introduced.get(planId) ?? 0) + 1);
      }
      return { month, accounts, introduced };
    });
    // Only the plans someone held in the range, cheapest first, as a stacked chart reads best.
    const held = new Set(rows.flatMap((row) => [...row.accounts.keys()]));
    const plans = [...history.plans.values()]
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

  /** Each month's snapshot with the movements from the month before it. */
  private movementSeries(history: TreeHistory, months: string[], now: Date) {
    const snapshots = this.snapshots(history, [addMonthsTo(months[0]!, -1), ...months], now);
    const byId = new Map(history.accounts.map((account) => [account.id, account]));
    const firstPaid = new Map<string, string | null>();
    const firstPaidOf = (id: string) => {
      if (!firstPaid.has(id)) firstPaid.set(id, firstPaidMonth(byId.get(id)!, history.plans, now));
      return firstPaid.get(id)!;
    };
    return months.map((month, index) => ({
      snapshot: snapshots[index + 1]!,
      previous: snapshots[index]!,
      movements: monthMovements(snapshots[index]!.mrr, snapshots[index + 1]!.mrr, month, firstPaidOf),
    }));
  }

  async revenue(actor: Actor, query: DashboardQuery, now = new Date()): Promise<RevenueData> {
    const range = rangeOf(query, now);
    const history = await loadTreeHistory(this.db, actor.account);
    const series = this.movementSeries(history, monthsOf(range), now);
    return {
      range: wireRange(range),
      months: series.map(({ snapshot, movements }) => ({
        month: snapshot.month,
        mrr: snapshot.total,
        arr: snapshot.total * 12,
        payingAccounts: snapshot.mrr.size,
        movements: movementTotals(movements),
      })),
    };
  }

  async movementAccounts(actor: Actor, query: MovementQuery, now = new Date()): Promise<MovementAccounts> {
    rangeOf({ startMonth: query.month, endMonth: query.month }, now);
    const history = await loadTreeHistory(this.db, actor.account);
    const [{ snapshot, previous, movements }] = this.movementSeries(history, [query.month], now) as [
      { snapshot: MonthSnapshot; previous: MonthSnapshot; movements: Movement[] },
    ];
    const chosen = movements
      .filter((movement) => query.kind === undefined || movement.kind === query.kind)
      .sort((a, b) => Math.abs(b.change) - Math.abs(a.change) || a.accountId.localeCompare(b.accountId));
    const names = await loadCompanyNames(
      this.db,
      chosen.map((movement) => movement.accountId),
    );
    const planName = (planId: string | undefined) =>
      planId ? (history.plans.get(planId)?.name ?? null) : null;
    return {
      month: query.month,
      items: chosen.map((movement) => ({
        ...movement,
        companyName: names.get(movement.accountId) ?? "",
        fromPlan: planName(previous.plans.get(movement.accountId)),
        toPlan: planName(snapshot.plans.get(movement.accountId)),
      })),
    };
  }
}
