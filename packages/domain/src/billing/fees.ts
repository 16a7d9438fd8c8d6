import { addMonths, jstMonth, monthPeriod } from "../analytics/period.ts";
import { licenseFee } from "../plans/recurring-fee.ts";

/**
 * admin.md §3 Payment record and §9: what one contract owes for one JST calendar month, in integer
 * yen excluding tax. The month is billed whole on the plan in force on its last day: a plan change
 * applies from the 1st of a month (§4), so that is the plan of the whole month, and an account's
 * first plan (assigned mid-month, at once) is billed for the month it was assigned in.
 */

/** §9: ¥100,000 excluding tax, in the contract's first month only. */
export const initialFeeYen = 100_000;
/** Page views over the plan's limit are charged per started block of this many (decision 065). */
export const pageViewBlockSize = 1_000;

export interface BillablePlan {
  name: string;
  /** Monthly fee excluding tax. */
  price: number;
  limitAccess: number;
  /** Yen per started block of 1,000 page views over `limitAccess`. */
  limitAccessPrice: number;
}

export interface MonthlyUsage {
  /** "YYYY-MM" in JST. */
  month: string;
  /** "YYYY-MM-DD": the contract's first day (its JST month carries the initial fee). */
  contractStartDate: string;
  pageViews: number;
  /** Contracted accounts issued under this account's licence, for a reseller; else 0. */
  licensedAccounts: number;
}

export interface MonthlyFees {
  month: string;
  planName: string;
  planFee: number;
  pageViews: number;
  /** Blocks of 1,000 PV over the limit, each charged `limitAccessPrice` ("blocks consumed"). */
  blocksConsumed: number;
  pageViewFee: number;
  licenseFee: number;
  initialFee: number;
  /** The recurring part: plan fee + licence fee. */
  monthlyFee: number;
  /** Everything of the month excluding tax. */
  totalFee: number;
}

/** Blocks of 1,000 PV started over the plan's limit. */
export function overageBlocks(plan: Pick<BillablePlan, "limitAccess">, pageViews: number): number {
  const over = pageViews - plan.limitAccess;
  return over > 0 ? Math.ceil(over / pageViewBlockSize) : 0;
}

/** Whether `month` is the contract's first month, the one that carries the initial fee. */
export function isFirstContractMonth(month: string, contractStartDate: string): boolean {
  return contractStartDate.slice(0, 7) === month;
}

export function monthlyFees(plan: BillablePlan, usage: MonthlyUsage): MonthlyFees {
  const blocksConsumed = overageBlocks(plan, usage.pageViews);
  const pageViewFee = blocksConsumed * plan.limitAccessPrice;
  const license = licenseFee(usage.licensedAccounts);
  const initialFee = isFirstContractMonth(usage.month, usage.contractStartDate) ? initialFeeYen : 0;
  const monthlyFee = plan.price + license;
  return {
    month: usage.month,
    planName: plan.name,
    planFee: plan.price,
    pageViews: usage.pageViews,
    blocksConsumed,
    pageViewFee,
    licenseFee: license,
    initialFee,
    monthlyFee,
    totalFee: monthlyFee + pageViewFee + initialFee,
  };
}

/** The JST month that closed most recently at `now`: the one the monthly job bills. */
export function lastClosedMonth(now: Date | number): string {
  return addMonths(`${jstMonth(now)}-01`, -1).slice(0, 7);
}

export type BillingMonthProblem = "billing.monthNotClosed" | "billing.monthBeforeContract";

/**
 * A month can be billed once it has closed in Japan, and not before the contract started. Answers
 * the reason it cannot, or null.
 */
export function billingMonthProblem(
  month: string,
  now: Date | number,
  contractStartDate?: string | null,
): BillingMonthProblem | null {
  if (month > lastClosedMonth(now)) return "billing.monthNotClosed";
  if (contractStartDate && month < contractStartDate.slice(0, 7)) return "billing.monthBeforeContract";
  return null;
}

/** The first and last JST day of a billing month. */
export function billingPeriod(month: string) {
  return monthPeriod(month);
}

/**
 * The next bill's estimate from this month's page views so far: as things stand, and projected to
 * the month's end at the pace so far (day `dayOfMonth` of `daysInMonth`).
 */
export function estimateNextBill(
  plan: BillablePlan,
  usage: MonthlyUsage & { dayOfMonth: number; daysInMonth: number },
) {
  const projectedPageViews = Math.round((usage.pageViews / usage.dayOfMonth) * usage.daysInMonth);
  return {
    soFar: monthlyFees(plan, usage),
    projected: monthlyFees(plan, { ...usage, pageViews: projectedPageViews }),
  };
}
