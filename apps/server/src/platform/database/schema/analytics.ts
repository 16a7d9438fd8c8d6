import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./core.ts";

/** How a site-day's rollup counted (analyticsSiteDaily.counting). */
export type SiteDayCounting = "session" | "event" | "event-kept";

/**
 * Rollups of the analytics events (modules/analytics/rollup-job.ts; docs/decisions/039): what the
 * analysis screens read, so none of them scans raw events. Every table is keyed by site, JST day
 * (of the visit's events) and the visit's language and device ('' when unknown); a site-day is
 * always rewritten whole, so no row is ever counted twice. Rollups are kept when raw events are
 * dropped. No foreign key to sites: a deleted site's figures go with a cleanup, not a cascade on
 * every rewrite.
 */
const dims = {
  siteId: uuid("site_id").notNull(),
  day: date("day").notNull(),
  lang: text("lang").notNull(),
  device: text("device").notNull(),
};

/** The job's progress: events received up to `watermark` are rolled up. */
export const analyticsRollupState = pgTable("analytics_rollup_state", {
  name: text("name").primaryKey(),
  watermark: timestamp("watermark", { withTimezone: true }).notNull(),
  ...timestamps,
});

/**
 * How often each site's rollup rows were rewritten: the rollup adds one in the transaction that
 * rewrites any of the site's days, so a reader that saw a version knows whether the rows changed
 * since (modules/analytics/answer-cache.ts; docs/decisions/118).
 */
export const analyticsSiteRollups = pgTable("analytics_site_rollups", {
  siteId: uuid("site_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
  ...timestamps,
});

/** Per site and day: visits (sessions), how far they went, page views and conversions. */
export const analyticsSiteDaily = pgTable(
  "analytics_site_daily",
  {
    ...dims,
    sessions: integer("sessions").notNull(),
    swipedSessions: integer("swiped_sessions").notNull(),
    clickedSessions: integer("clicked_sessions").notNull(),
    convertedSessions: integer("converted_sessions").notNull(),
    pageViews: bigint("page_views", { mode: "number" }).notNull(),
    conversions: integer("conversions").notNull(),
    /**
     * How the site-day's views, clicks and conversions were counted (modules/analytics/recount.ts):
     * 'session' once per session (docs/decisions/151), written by the rollups; 'event' every event,
     * rolled up before 151 (or by a process of that version during a rolling upgrade) and waiting
     * to be rolled up again; 'event-kept' every event, its raw events gone (decision 166).
     */
    counting: text("counting").$type<SiteDayCounting>().notNull().default("event"),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.day, t.lang, t.device] }),
    // Small once the past days are recounted: it holds only the rows still waiting.
    index("analytics_site_daily_counted_per_event_idx")
      .on(t.day, t.siteId)
      .where(sql`${t.counting} = 'event'`),
  ],
);

/** Per page: visits that reached it and ended on it, views, engaged time, clicks, conversions. */
export const analyticsPageDaily = pgTable(
  "analytics_page_daily",
  {
    ...dims,
    pageId: text("page_id").notNull(),
    visitors: integer("visitors").notNull(),
    views: integer("views").notNull(),
    exits: integer("exits").notNull(),
    ctaClicks: integer("cta_clicks").notNull(),
    linkClicks: integer("link_clicks").notNull(),
    productClicks: integer("product_clicks").notNull(),
    popupClicks: integer("popup_clicks").notNull(),
    conversions: integer("conversions").notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.lang, t.device, t.pageId] })],
);

/** Engaged time per page as a log-bucketed histogram (packages/domain analytics/dwell-histogram.ts). */
export const analyticsDwellDaily = pgTable(
  "analytics_dwell_daily",
  {
    ...dims,
    pageId: text("page_id").notNull(),
    bucket: smallint("bucket").notNull(),
    count: integer("count").notNull(),
    ...timestamps,
  },
  // Language and device first: a period's percentiles read one slice (site-day-rollup.ts markers).
  (t) => [
    primaryKey({ columns: [t.siteId, t.lang, t.device, t.day, t.pageId, t.bucket] }),
    // The rollup rewrites a site-day.
    index("analytics_dwell_daily_day_idx").on(t.siteId, t.day),
  ],
);

/**
 * The page figures and engaged-time histograms summed per calendar month (JST), month-to-date for
 * the current one: a long period reads whole months here and only its leftover days from the daily
 * tables (docs/decisions/053). Kept equal to the sum of their daily rows by the rollup, which takes
 * a site-day's old rows out and adds its new ones in the same transaction.
 */
const monthDims = {
  siteId: uuid("site_id").notNull(),
  month: date("month").notNull(),
  lang: text("lang").notNull(),
  device: text("device").notNull(),
};

export const analyticsPageMonthly = pgTable(
  "analytics_page_monthly",
  {
    ...monthDims,
    pageId: text("page_id").notNull(),
    visitors: integer("visitors").notNull(),
    views: integer("views").notNull(),
    exits: integer("exits").notNull(),
    ctaClicks: integer("cta_clicks").notNull(),
    linkClicks: integer("link_clicks").notNull(),
    productClicks: integer("product_clicks").notNull(),
    popupClicks: integer("popup_clicks").notNull(),
    conversions: integer("conversions").notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.siteId, t.month, t.lang, t.device, t.pageId] })],
);

export const analyticsDwellMonthly = pgTable(
  "analytics_dwell_monthly",
  {
    ...monthDims,
    pageId: text("page_id").notNull(),
    bucket: smallint("bucket").notNull(),
    count: integer("count").notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.siteId, t.lang, t.device, t.month, t.pageId, t.bucket] })],
);

/** The same histogram for the whole site, so the LP summary and chart do not sum every page's. */
export const analyticsSiteDwellDaily = pgTable(
  "analytics_site_dwell_daily",
  {
    ...dims,
    bucket: smallint("bucket").notNull(),
    count: integer("count").notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.lang, t.device, t.day, t.bucket] }),
    index("analytics_site_dwell_daily_day_idx").on(t.siteId, t.day),
  ],
);

/** Clicks and conversions per target (button, popup, link, product; or a form kind for conversions). */
export const analyticsTargetDaily = pgTable(
  "analytics_target_daily",
  {
    ...dims,
    kind: text("kind").notNull(),
    targetId: text("target_id").notNull(),
    pageId: text("page_id").notNull(),
    clicks: integer("clicks").notNull(),
    conversions: integer("conversions").notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.lang, t.device, t.kind, t.targetId, t.pageId] })],
);

/** Entry sources: utm_source, else the referrer's host, else "direct". */
export const analyticsSourceDaily = pgTable(
  "analytics_source_daily",
  {
    ...dims,
    source: text("source").notNull(),
    sessions: integer("sessions").notNull(),
    convertedSessions: integer("converted_sessions").notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.lang, t.device, t.source] })],
);

/** Taps per page in a 50 × 50 grid over the page box, at most 20 per page and visit. */
export const analyticsTapDaily = pgTable(
  "analytics_tap_daily",
  {
    ...dims,
    pageId: text("page_id").notNull(),
    cellX: smallint("cell_x").notNull(),
    cellY: smallint("cell_y").notNull(),
    taps: integer("taps").notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.day, t.lang, t.device, t.pageId, t.cellX, t.cellY] }),
    // The heatmap reads one page over a period.
    index("analytics_tap_daily_page_idx").on(t.siteId, t.pageId, t.day),
  ],
);

/** Page-to-page moves inside visits: which page visitors swiped to next. */
export const analyticsFlowDaily = pgTable(
  "analytics_flow_daily",
  {
    ...dims,
    fromPage: text("from_page").notNull(),
    toPage: text("to_page").notNull(),
    moves: integer("moves").notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day, t.lang, t.device, t.fromPage, t.toPage] })],
);
