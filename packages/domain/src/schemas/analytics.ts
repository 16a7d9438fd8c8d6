import { z } from "zod";
import { funnelSteps } from "../analytics/metrics.ts";
import { isPeriodTooLong, maxPeriodMonths } from "../analytics/period.ts";
import { messageRef } from "../i18n/message-format.ts";
import { deviceClasses } from "../site/analytics-rules.ts";
import { siteLanguages } from "../site/enums.ts";

/**
 * The analysis calls of admin.md §7 ("Analysis"): request and response schemas shared by the
 * server, the console's analytics screen and the exports. Figures come from rollups; every
 * rate is a fraction 0–1 (null when nothing was counted), durations are milliseconds.
 */

function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

const day = z
  .string({ error: messageRef("analytics.invalidDay") })
  .refine(isDay, { error: messageRef("analytics.invalidDay") });

const filterFields = {
  from: day.optional(),
  to: day.optional(),
  lang: z.enum(siteLanguages, { error: messageRef("analytics.invalidLanguage") }).optional(),
  device: z.enum(deviceClasses, { error: messageRef("analytics.invalidDevice") }).optional(),
};

function checkPeriod(query: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if ((query.from === undefined) !== (query.to === undefined)) {
    const path = query.from === undefined ? "from" : "to";
    ctx.addIssue({ code: "custom", path: [path], message: messageRef("analytics.periodIncomplete") });
    return;
  }
  // A malformed day has its own issue; the period is only compared between two real days.
  if (query.from === undefined || query.to === undefined || !isDay(query.from) || !isDay(query.to)) return;
  if (query.to < query.from) {
    ctx.addIssue({ code: "custom", path: ["to"], message: messageRef("analytics.periodReversed") });
  } else if (isPeriodTooLong({ from: query.from, to: query.to })) {
    ctx.addIssue({
      code: "custom",
      path: ["to"],
      message: messageRef("analytics.periodTooLong", { months: maxPeriodMonths }),
    });
  }
}

/** Period (JST days, both included; the last 30 days when absent), language and device filters. */
export const analysisQuery = z.object(filterFields).superRefine(checkPeriod);
export type AnalysisQuery = z.infer<typeof analysisQuery>;

export const analysisSiteParams = z.object({ id: z.uuid({ error: messageRef("sites.invalidUuid") }) });

/** The tap heatmap of one page: the filters and the page's id. */
export const tapQuery = z
  .object({
    ...filterFields,
    page: z
      .string({ error: messageRef("analytics.pageRequired") })
      .min(1, { error: messageRef("analytics.pageRequired") })
      .max(64, { error: messageRef("analytics.pageRequired") }),
  })
  .superRefine(checkPeriod);
export type TapQuery = z.infer<typeof tapQuery>;

const rate = z.number().nullable();
const count = z.number().int();
const periodShape = z.object({ from: z.string(), to: z.string() });

/**
 * Counted on the server once per visit (docs/decisions/151): a page view once per visit and page, a
 * click once per visit and target, a conversion once per visit and what converted.
 */
export const lpFigures = z.object({
  sessions: count,
  /** Pages each visit viewed, each page once per visit. */
  pageViews: count,
  pagesPerSession: z.number().nullable(),
  /** Visits with at least one conversion. */
  convertedSessions: count,
  /** Per visit, each marked CTA or popup and each kind of server conversion once. */
  conversions: count,
  conversionRate: rate,
  medianDwellMs: count.nullable(),
});
export type LpFigures = z.infer<typeof lpFigures>;

export const entrySource = z.object({ source: z.string(), sessions: count, convertedSessions: count });

/** GET /analysis/site/{id}/lp: the LP summary, the same for the previous period of equal length. */
export const lpSummaryResponse = z.object({
  siteId: z.string(),
  siteName: z.string(),
  period: periodShape,
  previousPeriod: periodShape,
  current: lpFigures,
  previous: lpFigures,
  funnel: z.array(
    z.object({ step: z.enum(funnelSteps), sessions: count, ofEntered: rate, ofPrevious: rate }),
  ),
  sources: z.array(entrySource),
  devices: z.array(z.object({ device: z.string(), sessions: count })),
});
export type LpSummaryResponse = z.infer<typeof lpSummaryResponse>;

/** GET /analysis/site/{id}/lp/chart: the figures per JST day of the period (days without visits too). */
export const lpChartResponse = z.object({
  period: periodShape,
  days: z.array(lpFigures.extend({ day: z.string() })),
});
export type LpChartResponse = z.infer<typeof lpChartResponse>;

export const pageFigures = z.object({
  pageId: z.string(),
  /** Position code of the grid (A1, B3 …), column = category, row = page in it. */
  position: z.string(),
  columnIndex: count,
  rowIndex: count,
  category: z.string(),
  title: z.string(),
  visitors: count,
  /** Visits that viewed the page (once each); clicks below once per visit and target, on the page first clicked. */
  views: count,
  exits: count,
  exitRate: rate,
  dwellMedianMs: count.nullable(),
  dwellP90Ms: count.nullable(),
  ctaClicks: count,
  linkClicks: count,
  productClicks: count,
  popupClicks: count,
  conversions: count,
});
export type PageFigures = z.infer<typeof pageFigures>;

/** GET /analysis/site/{id}/pages: per page of the site's grid, in grid order (column, then row). */
export const pagesResponse = z.object({
  period: periodShape,
  columns: count,
  rows: count,
  categories: z.array(z.object({ columnIndex: count, name: z.string() })),
  pages: z.array(pageFigures),
});
export type PagesResponse = z.infer<typeof pagesResponse>;

export const rankingEntry = z.object({
  id: z.string(),
  /** cta, popup, link, product for clicks; registration, contact, form, survey, cta, popup for conversions. */
  kind: z.string(),
  label: z.string(),
  pageId: z.string().nullable(),
  position: z.string().nullable(),
  /** Visits that clicked it, and the conversions it made: each once per visit (decision 151). */
  clicks: count,
  conversions: count,
});
export type RankingEntry = z.infer<typeof rankingEntry>;

/** GET /analysis/site/{id}/ranking: CV, CTA and popup rankings (sites of 10 pages or more). */
export const rankingResponse = z.object({
  period: periodShape,
  conversions: z.array(rankingEntry),
  ctas: z.array(rankingEntry),
  popups: z.array(rankingEntry),
});
export type RankingResponse = z.infer<typeof rankingResponse>;

/** Taps are counted in a grid of this many cells a side over the page box. */
export const tapGridSize = 50;

/** GET /analysis/site/{id}/taps?page=…: the tap heatmap of one page (cells with taps only). */
export const tapsResponse = z.object({
  period: periodShape,
  pageId: z.string(),
  grid: count,
  total: count,
  cells: z.array(z.object({ x: count, y: count, taps: count })),
});
export type TapsResponse = z.infer<typeof tapsResponse>;

export const flowDirections = ["down", "up", "across", "jump"] as const;

/** GET /analysis/site/{id}/flow: which page visitors went to next (down or across the grid). */
export const flowResponse = z.object({
  period: periodShape,
  moves: z.array(
    z.object({ from: z.string(), to: z.string(), direction: z.enum(flowDirections), moves: count }),
  ),
});
export type FlowResponse = z.infer<typeof flowResponse>;

/**
 * GET /analysis/access: whether the navigation shows swipe analytics under the plan lock: the
 * caller's own plan lacks `analyticsEffect` and it reaches no site whose owner's plan has it.
 */
export const analysisAccessResponse = z.object({ locked: z.boolean() });
export type AnalysisAccessResponse = z.infer<typeof analysisAccessResponse>;

/**
 * Monthly page views of a site or an account from the rollups (each page once per visit and day,
 * decision 151), against the plan's limit.
 */
export const monthlyPageViews = z.object({
  month: z.string(),
  pageViews: count,
  limit: count.nullable(),
  overage: count,
  overageCharge: count,
});
export type MonthlyPageViews = z.infer<typeof monthlyPageViews>;
