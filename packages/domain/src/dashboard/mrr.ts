import { jstMonth } from "../analytics/period.ts";
import { recurringFee } from "../plans/recurring-fee.ts";
import { measureDay } from "./months.ts";

/**
 * MRR per account and month (decision 071), from contracts and plans, never from bills: an account
 * counts in a month when, on the day the month is read (its last day, or today), its contract has
 * started, has not passed its expiry date, is active (not suspended or terminated) and a plan is in
 * force. It then counts its plan's monthly fee plus ¥5,000 for each account directly below it that
 * counts too, when it issues licences. Amounts are integer yen excluding tax.
 */

export type ContractState = "active" | "suspended" | "terminated" | "inactive";

export interface AccountContractHistory {
  id: string;
  parentId: string | null;
  /** JST days "YYYY-MM-DD"; no start means never contracted. */
  contractStartDate: string | null;
  contractEndDate: string | null;
  licenseIssuance: boolean;
  /** The plan the account got first, in force from its contract start. */
  initialPlanId: string | null;
  /** Later plan changes, each in force from its day (the 1st of a month), in date order. */
  planChanges: readonly { effectiveDate: string; planId: string }[];
  /** The contract's state before its first recorded change. */
  initialState: ContractState;
  /** Suspensions, resumptions and terminations, each from its JST day, in order. */
  stateChanges: readonly { day: string; state: ContractState }[];
}

export interface PricedPlan {
  id: string;
  price: number;
}

export function planInForce(account: AccountContractHistory, day: string): string | null {
  let planId = account.initialPlanId;
  for (const change of account.planChanges) {
    if (change.effectiveDate > day) break;
    planId = change.planId;
  }
  return planId;
}

export function contractStateOn(account: AccountContractHistory, day: string): ContractState {
  let state = account.initialState;
  for (const change of account.stateChanges) {
    if (change.day > day) break;
    state = change.state;
  }
  return state;
}

/** The plan the account is contracted on that day, or null when it is not contracted then. */
export function contractedPlanOn(account: AccountContractHistory, day: string): string | null {
  if (account.contractStartDate === null || account.contractStartDate > day) return null;
  if (account.contractEndDate !== null && account.contractEndDate < day) return null;
  if (contractStateOn(account, day) !== "active") return null;
  return planInForce(account, day);
}

export interface MonthSnapshot {
  month: string;
  /** Plan in force per contracted account. */
  plans: Map<string, string>;
  /** Recurring fee per account with one above zero. */
  mrr: Map<string, number>;
  total: number;
}

/** Every account's plan and MRR at one month's reading day. */
export function monthSnapshot(
  accounts: readonly AccountContractHistory[],
  plans: ReadonlyMap<string, PricedPlan>,
  month: string,
  now: Date | number,
): MonthSnapshot {
  const day = measureDay(month, now);
  const contracted = new Map<string, string>();
  for (const account of accounts) {
    const planId = contractedPlanOn(account, day);
    if (planId !== null && plans.has(planId)) contracted.set(account.id, planId);
  }
  const licensed = new Map<string, number>();
  for (const account of accounts) {
    if (account.parentId !== null && contracted.has(account.id)) {
      licensed.set(account.parentId, (licensed.get(account.parentId) ?? 0) + 1);
    }
  }
  const mrr = new Map<string, number>();
  let total = 0;
  for (const account of accounts) {
    const planId = contracted.get(account.id);
    if (planId === undefined) continue;
    const fee = recurringFee(
      plans.get(planId)!,
      account.licenseIssuance ? (licensed.get(account.id) ?? 0) : 0,
    );
    if (fee > 0) {
      mrr.set(account.id, fee);
      total += fee;
    }
  }
  return { month, plans: contracted, mrr, total };
}

/**
 * The first month an account paid a plan fee, read at the months its history changes (its start,
 * plan changes and state changes), where alone its plan fee can change. Tells a reactivation from a
 * new customer; licence fees alone do not count.
 */
export function firstPaidMonth(
  account: AccountContractHistory,
  plans: ReadonlyMap<string, PricedPlan>,
  now: Date | number,
): string | null {
  if (account.contractStartDate === null) return null;
  const months = new Set<string>([account.contractStartDate.slice(0, 7)]);
  for (const change of account.planChanges) months.add(change.effectiveDate.slice(0, 7));
  for (const change of account.stateChanges) months.add(change.day.slice(0, 7));
  const current = jstMonth(now);
  for (const month of [...months].filter((month) => month <= current).sort()) {
    const planId = contractedPlanOn(account, measureDay(month, now));
    if (planId !== null && (plans.get(planId)?.price ?? 0) > 0) return month;
  }
  return null;
}
