import { splitByMonths } from "@mekuri/domain";
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

/**
 * The analysis calls' reads of the PostgreSQL rollup tables (analytics-store.ts `AnalysisReads`).
 * No query here reads raw events.
 */
export class PostgresAnalysisReads {
  constructor(private readonly db: Db) {}

  private rows<T>(query: SQL): Promise<T[]> {
    return queryRows<T>(this.db, query);
  }

  async siteTotals(filter: AnalysisFilter): Promise<SiteTotals> {
    const [row] = await this.rows<SiteTotals>(
      sql`select ${siteSums} from analytics_site_daily where ${where(filter)}`,
    );
    return row!;
  }

  async siteByDay(filter: AnalysisFilter): Promise<(SiteTotals & { day: string })[]> {
    return this.rows(sql`select to_char(day, 'YYYY-MM-DD') as "day", ${siteSums}
      from analytics_site_daily where ${where(filter)} group by day order by day`);
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
    const key = by === "site" ? sql`''` : sql`to_char(day, 'YYYY-MM-DD')`;
    return this.rows(sql`select ${key} as "key", bucket::int as "bucket", sum(count)::int as "count"
      from analytics_site_dwell_daily where ${histogramWhere(filter)} group by 1, 2`);
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

  async sources(
    filter: AnalysisFilter,
  ): Promise<{ source: string; sessions: number; convertedSessions: number }[]> {
    return this.rows(sql`select source, sum(sessions)::int as "sessions", sum(converted_sessions)::int as "convertedSessions"
      from analytics_source_daily where ${where(filter)} group by source order by 2 desc, 1 limit 20`);
  }

  async devices(filter: AnalysisFilter): Promise<{ device: string; sessions: number }[]> {
    return this.rows(sql`select device, sum(sessions)::int as "sessions"
      from analytics_site_daily where ${where(filter)} group by device order by 2 desc, 1`);
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
