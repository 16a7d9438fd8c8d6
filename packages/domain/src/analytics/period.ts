/**
 * Analysis periods are whole days in Japan time (JST, UTC+9, no daylight saving): a day starts at
 * 15:00 UTC of the day before. Days travel as "YYYY-MM-DD".
 */
export const jstOffsetMs = 9 * 3_600_000;
const dayMs = 86_400_000;

/** Analysis periods span at most this many calendar months (the raw events' default retention). */
export const maxPeriodMonths = 13;

export interface Period {
  from: string;
  to: string;
}

/** The JST day of an instant. */
export function jstDay(at: Date | number): string {
  const ms = typeof at === "number" ? at : at.getTime();
  return new Date(ms + jstOffsetMs).toISOString().slice(0, 10);
}

/** The UTC instant at which a JST day starts. */
export function jstDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - jstOffsetMs);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function periodDays(period: Period): number {
  return (
    Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / dayMs) + 1
  );
}

/** Every day of the period, in order. */
export function daysOf(period: Period): string[] {
  const count = periodDays(period);
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(period.from, index));
}

/** The period of the same length that ends the day before this one starts. */
export function previousPeriod(period: Period): Period {
  const length = periodDays(period);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** The same day `months` calendar months later (clamped to the month's last day). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whether a period is longer than the longest one the analysis answers (13 months). */
export function isPeriodTooLong(period: Period): boolean {
  return period.to >= addMonths(period.from, maxPeriodMonths);
}

/** The JST calendar month ("YYYY-MM") of an instant, and its first and last day. */
export function jstMonth(at: Date | number): string {
  return jstDay(at).slice(0, 7);
}

export function monthPeriod(month: string): Period {
  const from = `${month}-01`;
  return { from, to: addDays(addMonths(from, 1), -1) };
}

/** The default period: the last 30 days up to today (JST). */
export function defaultPeriod(now: Date | number): Period {
  const today = jstDay(now);
  return { from: addDays(today, -29), to: today };
}

/**
 * How the rollups answer a period (docs/decisions/053): the calendar months it covers whole, read
 * from the monthly rows, and the days left over, read from the daily rows. No day after `today`
 * holds data, so a month is covered once the period holds its days up to today: a period ending
 * today reads the current month's month-to-date row.
 */
export function splitByMonths(period: Period, today: string): { months: string[]; days: Period[] } {
  const end = period.to < today ? period.to : today;
  const months: string[] = [];
  const days: Period[] = [];
  let cursor = period.from;
  while (cursor <= end) {
    const monthStart = `${cursor.slice(0, 7)}-01`;
    const monthEnd = monthPeriod(cursor.slice(0, 7)).to;
    const segmentEnd = monthEnd < end ? monthEnd : end;
    const dataEnd = monthEnd < today ? monthEnd : today;
    const last = days[days.length - 1];
    if (cursor === monthStart && segmentEnd === dataEnd) months.push(monthStart);
    else if (last && addDays(last.to, 1) === cursor) last.to = segmentEnd;
    else days.push({ from: cursor, to: segmentEnd });
    cursor = addDays(segmentEnd, 1);
  }
  return { months, days };
}
