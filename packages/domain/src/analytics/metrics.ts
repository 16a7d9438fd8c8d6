/**
 * The metric definitions of the swipe analytics (docs/decisions/040). Each figure the screens,
 * the CSV and the PDF show is computed here from rollup counts, so they all agree.
 */

/** A share as a fraction 0–1 with four decimals, or null when nothing was counted. */
export function ratio(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 10_000) / 10_000;
}

/** Exit rate of a page: visits that ended on it ÷ visits that reached it. */
export function exitRate(exits: number, visitors: number): number | null {
  return ratio(exits, visitors);
}

/** Conversion rate: visits with at least one conversion ÷ visits. */
export function conversionRate(convertedSessions: number, sessions: number): number | null {
  return ratio(convertedSessions, sessions);
}

/** Pages viewed per visit (page views count each page once per visit: decision 151), two decimals. */
export function pagesPerSession(pageViews: number, sessions: number): number | null {
  if (sessions <= 0) return null;
  return Math.round((pageViews / sessions) * 100) / 100;
}

export const funnelSteps = ["entered", "swiped", "clicked", "converted"] as const;
export type FunnelStep = (typeof funnelSteps)[number];

export interface FunnelRow {
  step: FunnelStep;
  sessions: number;
  /** Share of the visits that entered. */
  ofEntered: number | null;
  /** Share of the step before (null for the first). */
  ofPrevious: number | null;
}

/**
 * The funnel from entry to conversion: visits that entered, went past their landing page, clicked
 * a CTA, link, product or popup, and converted. Each step is a subset of the one before in
 * practice; a visit that converts without clicking (a form reached by the menu) still counts as
 * converted, so a later step is clamped to the one before and the funnel never widens.
 */
export function funnel(counts: Record<FunnelStep, number>): FunnelRow[] {
  let previous: number | undefined;
  return funnelSteps.map((step) => {
    const sessions = previous === undefined ? counts[step] : Math.min(counts[step], previous);
    const row: FunnelRow = {
      step,
      sessions,
      ofEntered: ratio(sessions, counts.entered),
      ofPrevious: previous === undefined ? null : ratio(sessions, previous),
    };
    previous = sessions;
    return row;
  });
}

/** admin.md §9: ranking analyses need at least 10 pages. */
export const minPagesForRanking = 10;

export function rankingAvailable(pageCount: number): boolean {
  return pageCount >= minPagesForRanking;
}

/** Highest count first; ties by id so the order is stable across calls and exports. */
export function rank<T extends { id: string }>(items: T[], count: (item: T) => number, limit = 20): T[] {
  return [...items]
    .sort((a, b) => count(b) - count(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .filter((item) => count(item) > 0)
    .slice(0, limit);
}

/** Percentage change from the previous period; null when the previous was zero. */
export function change(current: number, previous: number): number | null {
  return ratio(current - previous, previous);
}
