import { addMonths, jstDay, jstMonth, monthPeriod } from "../analytics/period.ts";

/**
 * The summary dashboard's range is a start and an end month in Japan ("YYYY-MM", both included):
 * the end not before the start, at most 24 months (admin.md §2, §9; decision 071).
 */
export const maxDashboardMonths = 24;
/** Months shown when no range is asked: the last twelve, this month included. */
export const defaultDashboardMonths = 12;

export interface MonthRange {
  start: string;
  end: string;
}

export function isMonth(value: string): boolean {
  if (!/^\d{4}-\d{2}$/.test(value)) return false;
  const month = Number(value.slice(5));
  return month >= 1 && month <= 12;
}

export function addMonthsTo(month: string, months: number): string {
  return addMonths(`${month}-01`, months).slice(0, 7);
}

/** Every month from start to end, both included, in order. */
export function monthsOf(range: MonthRange): string[] {
  const months: string[] = [];
  for (let month = range.start; month <= range.end; month = addMonthsTo(month, 1)) months.push(month);
  return months;
}

export function monthCount(range: MonthRange): number {
  const [startYear, startMonth] = range.start.split("-").map(Number) as [number, number];
  const [endYear, endMonth] = range.end.split("-").map(Number) as [number, number];
  return (endYear - startYear) * 12 + (endMonth - startMonth) + 1;
}

export type MonthRangeProblem =
  | { field: "end"; messageKey: "dashboard.rangeReversed" }
  | { field: "end"; messageKey: "dashboard.rangeTooLong"; params: { months: number } }
  | { field: "start" | "end"; messageKey: "dashboard.monthInFuture" };

/** What is wrong with a range of two well-formed months at `now`, field by field (none: empty). */
export function monthRangeProblems(range: MonthRange, now: Date | number): MonthRangeProblem[] {
  const current = jstMonth(now);
  const problems: MonthRangeProblem[] = [];
  if (range.start > current) problems.push({ field: "start", messageKey: "dashboard.monthInFuture" });
  if (range.end > current) problems.push({ field: "end", messageKey: "dashboard.monthInFuture" });
  else if (range.end < range.start) problems.push({ field: "end", messageKey: "dashboard.rangeReversed" });
  else if (monthCount(range) > maxDashboardMonths) {
    problems.push({
      field: "end",
      messageKey: "dashboard.rangeTooLong",
      params: { months: maxDashboardMonths },
    });
  }
  return problems;
}

export function defaultMonthRange(now: Date | number): MonthRange {
  const end = jstMonth(now);
  return { start: addMonthsTo(end, -(defaultDashboardMonths - 1)), end };
}

/**
 * The JST day a month's figures are read at: its last day, or today for the month under way (a
 * month's MRR is what is in force when it ends, the usual snapshot).
 */
export function measureDay(month: string, now: Date | number): string {
  const last = monthPeriod(month).to;
  const today = jstDay(now);
  return today < last ? today : last;
}
