/** Dates arrive as `Date`, ISO strings (with an offset) or epoch milliseconds. */
export type DateInput = Date | string | number | null | undefined;

/** Epoch ms; `undefined` when absent, `NaN` when present but unreadable. */
export function toTime(value: DateInput): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/**
 * Inclusive window; an absent bound is open on that side. A bound that is present but unreadable
 * closes the window: showing something forever because of a typo would surprise more than hiding it.
 */
export function isWithinWindow(now: Date, start: DateInput, end: DateInput): boolean {
  const at = now.getTime();
  const from = toTime(start);
  const to = toTime(end);
  if (Number.isNaN(from) || Number.isNaN(to)) return false;
  if (from !== undefined && at < from) return false;
  if (to !== undefined && at > to) return false;
  return true;
}
