/**
 * admin.md §4 Plan change: a change applies from the first day of the next month, in JST.
 * The Japanese text says 00:00, the English 23:59: both name the same boundary, the end of the last
 * day of the month and the start of the 1st, so the new plan is in force from 00:00 JST on the 1st.
 */
const jstOffsetMs = 9 * 60 * 60 * 1000;

/** The calendar date in Japan at an instant, as YYYY-MM-DD. */
export function jstDate(at: Date): string {
  return new Date(at.getTime() + jstOffsetMs).toISOString().slice(0, 10);
}

/** The first day of the month after `at`'s month in JST, as YYYY-MM-DD. */
export function planChangeEffectiveDate(at: Date): string {
  const japan = new Date(at.getTime() + jstOffsetMs);
  const next = new Date(Date.UTC(japan.getUTCFullYear(), japan.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 10);
}

/** The instant a JST date begins (00:00 JST is 15:00 UTC the day before). */
export function jstStartOf(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - jstOffsetMs);
}

/** Whether a change effective on `effectiveDate` is in force at `at`. */
export function isPlanChangeInForce(effectiveDate: string, at: Date): boolean {
  return jstDate(at) >= effectiveDate;
}
