import { type Period, splitByMonths } from "@mekuri/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { queryRows } from "../../platform/database/query-rows.ts";
import { anyDevice, anyLanguage } from "./site-day-rollup.ts";

/** What an analysis call reads: one site's period, language and device (analytics-store.ts). */
export interface AnalysisFilter {
  siteId: string;
  from: string;
  to: string;
  /** JST day of the request: the last day that can hold data, for the monthly rows (splitByMonths). */
  today: string;
  lang?: string;
  device?: string;
}

export interface SiteTotals {
  sessions: number;
  swipedSessions: number;
  clickedSessions: number;
  convertedSessions: number;
  pageViews: number;
  conversions: number;
}

export interface PageTotals {
  pageId: string;
  visitors: number;
  views: number;
  exits: number;
  ctaClicks: number;
  linkClicks: number;
  productClicks: number;
  popupClicks: number;
  conversions: number;
}

export interface BucketCount {
  key: string;
  bucket: number;
  count: number;
}

export type SourceRow = { source: string; sessions: number; convertedSessions: number };
export type DeviceRow = { device: string; sessions: number };

/** What the LP summary reads: the period's and the previous period's figures, sources, devices. */
export interface SummaryReads {
  current: SiteTotals;
  previous: SiteTotals;
  /** Engaged-time histograms of the whole site (`key` ''), of the period and the previous one. */
  dwell: BucketCount[];
  previousDwell: BucketCount[];
  sources: SourceRow[];
  devices: DeviceRow[];
}

/** What the chart reads: the figures of each day that had visits and each day's histogram. */
export interface ChartReads {
  days: (SiteTotals & { day: string })[];
  dwell: BucketCount[];
}

/** The histogram slice of the filter: its language and device, or the markers of their sums. */
function histogramWhere(filter: AnalysisFilter): SQL {
  return sql`site_id = ${filter.siteId} and day between ${filter.from} and ${filter.to}
    and lang = ${filter.lang ?? anyLanguage} and device = ${filter.device ?? anyDevice}`;
}

function where(filter: AnalysisFilter): SQL {
  const parts = [sql`site_id = ${filter.siteId}`, sql`day between ${filter.from} and ${filter.to}`];
  if (filter.lang !== undefined) parts.push(sql`lang = ${filter.lang}`);
  if (filter.device !== undefined) parts.push(sql`device = ${filter.device}`);
  return sql.join(parts, sql` and `);
}

/**
 * A per-page read over the period: whole months from the monthly table, the leftover days from the
 * daily one (docs/decisions/053), as one row set with the same columns.
 */
function monthsAndDays(
  filter: AnalysisFilter,
  tables: { monthly: string; daily: string },
  columns: SQL,
  slice: (filter: AnalysisFilter) => SQL,
): SQL {
  const { months, days } = splitByMonths(filter, filter.today);
  const parts: SQL[] = [];
  if (months.length > 0) {
    const list = sql.join(
      months.map((month) => sql`${month}::date`),
      sql`, `,
    );
    parts.push(sql`select ${columns} from ${sql.identifier(tables.monthly)}
      where site_id = ${filter.siteId} and month in (${list}) and ${slice(filter)}`);
  }
  if (days.length > 0) {
    const ranges = sql.join(
      days.map((range) => sql`day between ${range.from} and ${range.to}`),
      sql` or `,
    );
    parts.push(sql`select ${columns} from ${sql.identifier(tables.daily)}
      where site_id = ${filter.siteId} and (${ranges}) and ${slice(filter)}`);
  }
  // A period with no day up to today holds nothing: an empty set of the same shape.
  if (parts.length === 0) {
    parts.push(sql`select ${columns} from ${sql.identifier(tables.daily)} where false`);
  }
  return sql.join(parts, sql` union all `);
}

/** The language and device filters as they apply to the daily and monthly page rows. */
function dimensions(filter: AnalysisFilter): SQL {
  const parts = [sql`true`];
  if (filter.lang !== undefined) parts.push(sql`lang = ${filter.lang}`);
  if (filter.device !== undefined) parts.push(sql`device = ${filter.device}`);
  return sql.join(parts, sql` and `);
}

/** The histogram slice of the filter without its days (the markers of the sums; histogramWhere). */
function histogramSlice(filter: AnalysisFilter): SQL {
  return sql`lang = ${filter.lang ?? anyLanguage} and device = ${filter.device ?? anyDevice}`;
}

const siteSums = sql`coalesce(sum(sessions), 0)::int as "sessions",
  coalesce(sum(swiped_sessions), 0)::int as "swipedSessions",
  coalesce(sum(clicked_sessions), 0)::int as "clickedSessions",
  coalesce(sum(converted_sessions), 0)::int as "convertedSessions",
  coalesce(sum(page_views), 0)::int as "pageViews",
  coalesce(sum(conversions), 0)::int as "conversions"`;

/** A row set as one JSON array (in the given order), for reading several sets in one query. */
const jsonRows = (rows: SQL, order: SQL = sql`true`) =>
  sql`(select coalesce(json_agg(r order by ${order}), '[]'::json) from (${rows}) r)`;

const totalsOf = (filter: AnalysisFilter) =>
  sql`select ${siteSums} from analytics_site_daily where ${where(filter)}`;
const siteDwellOf = (filter: AnalysisFilter, key: SQL) =>
  sql`select ${key} as "key", bucket::int as "bucket", sum(count)::int as "count"
    from analytics_site_dwell_daily where ${histogramWhere(filter)} group by 1, 2`;
const sourcesOf = (filter: AnalysisFilter) =>
  sql`select source, sum(sessions)::int as "sessions", sum(converted_sessions)::int as "convertedSessions"
    from analytics_source_daily where ${where(filter)} group by source order by 2 desc, 1 limit 20`;
const devicesOf = (filter: AnalysisFilter) =>
  sql`select device, sum(sessions)::int as "sessions"
    from analytics_site_daily where ${where(filter)} group by device`;
const byDayOf = (filter: AnalysisFilter) =>
  sql`select to_char(day, 'YYYY-MM-DD') as "day", ${siteSums}
    from analytics_site_daily where ${where(filter)} group by day`;
const dayKey = sql`to_char(day, 'YYYY-MM-DD')`;

/**
 * The analysis calls' reads of the PostgreSQL rollup tables (analytics-store.ts `AnalysisReads`).
 * No query here reads raw events.
 */
export class PostgresAnalysisReads {
  constructor(private readonly db: Db) {}

  private rows<T>(query: SQL): Promise<T[]> {
    return queryRows<T>(this.db, query);
  }

  /**
   * The LP summary's six row sets in one query: one round trip and one connection instead of six
   * concurrent ones competing for the pool (docs/decisions/117).
   */
  async summary(filter: AnalysisFilter, previous: Period): Promise<SummaryReads> {
    const before = { ...filter, ...previous };
    const [row] = await this.rows<SummaryReads>(sql`select
      (select row_to_json(r) from (${totalsOf(filter)}) r) as "current",
      (select row_to_json(r) from (${totalsOf(before)}) r) as "previous",
      ${jsonRows(siteDwellOf(filter, sql`''`))} as "dwell",
      ${jsonRows(siteDwellOf(before, sql`''`))} as "previousDwell",
      ${jsonRows(sourcesOf(filter), sql`r."sessions" desc, r.source`)} as "sources",
      ${jsonRows(devicesOf(filter), sql`r."sessions" desc, r.device`)} as "devices"`);
    return row!;
  }

  /** The chart's day figures and day histograms in one query. */
  async chart(filter: AnalysisFilter): Promise<ChartReads> {
    const [row] = await this.rows<ChartReads>(sql`select
      ${jsonRows(byDayOf(filter), sql`r."day"`)} as "days",
      ${jsonRows(siteDwellOf(filter, dayKey))} as "dwell"`);
    return row!;
  }

  async siteTotals(filter: AnalysisFilter): Promise<SiteTotals> {
    const [row] = await this.rows<SiteTotals>(totalsOf(filter));
    return row!;
  }

  async siteByDay(filter: AnalysisFilter): Promise<(SiteTotals & { day: string })[]> {
    return this.rows(sql`${byDayOf(filter)} order by day`);
  }

  /** Engaged-time histogram of the whole site (`key` ''), per day (`key` the day) or per page. */
  async dwell(filter: AnalysisFilter, by: "site" | "day" | "page"): Promise<BucketCount[]> {
    if (by === "page") {
      const rows = monthsAndDays(
        filter,
        { monthly: "analytics_dwell_monthly", daily: "analytics_dwell_daily" },
        sql`page_id, bucket, count`,
        histogramSlice,
      );
      return this.rows(sql`select page_id as "key", bucket::int as "bucket", sum(count)::int as "count"
        from (${rows}) r group by 1, 2`);
    }
    return this.rows(siteDwellOf(filter, by === "site" ? sql`''` : dayKey));
  }

  async pages(filter: AnalysisFilter): Promise<PageTotals[]> {
    const rows = monthsAndDays(
      filter,
      { monthly: "analytics_page_monthly", daily: "analytics_page_daily" },
      sql`page_id, visitors, views, exits, cta_clicks, link_clicks, product_clicks, popup_clicks, conversions`,
      dimensions,
    );
    return this.rows(sql`select page_id as "pageId", sum(visitors)::int as "visitors", sum(views)::int as "views",
      sum(exits)::int as "exits", sum(cta_clicks)::int as "ctaClicks", sum(link_clicks)::int as "linkClicks",
      sum(product_clicks)::int as "productClicks", sum(popup_clicks)::int as "popupClicks",
      sum(conversions)::int as "conversions"
      from (${rows}) r group by page_id`);
  }

  async targets(
    filter: AnalysisFilter,
  ): Promise<{ kind: string; targetId: string; pageId: string; clicks: number; conversions: number }[]> {
    return this.rows(sql`select kind, target_id as "targetId", page_id as "pageId",
      sum(clicks)::int as "clicks", sum(conversions)::int as "conversions"
      from analytics_target_daily where ${where(filter)} group by kind, target_id, page_id`);
  }

  async sources(filter: AnalysisFilter): Promise<SourceRow[]> {
    return this.rows(sourcesOf(filter));
  }

  async devices(filter: AnalysisFilter): Promise<DeviceRow[]> {
    return this.rows(sql`${devicesOf(filter)} order by 2 desc, 1`);
  }

  async taps(filter: AnalysisFilter, pageId: string): Promise<{ x: number; y: number; taps: number }[]> {
    return this.rows(sql`select cell_x::int as "x", cell_y::int as "y", sum(taps)::int as "taps"
      from analytics_tap_daily where ${where(filter)} and page_id = ${pageId}
      group by cell_x, cell_y order by cell_y, cell_x`);
  }

  async flow(filter: AnalysisFilter): Promise<{ from: string; to: string; moves: number }[]> {
    return this.rows(sql`select from_page as "from", to_page as "to", sum(moves)::int as "moves"
      from analytics_flow_daily where ${where(filter)} group by from_page, to_page order by 3 desc, 1, 2 limit 500`);
  }
}
