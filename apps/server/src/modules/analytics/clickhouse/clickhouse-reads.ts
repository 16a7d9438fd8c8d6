import type { ClickHouseClient } from "@clickhouse/client";
import type { AnalysisFilter, BucketCount, PageTotals, PostgresAnalysisReads } from "../analysis-store.ts";
import { type AnalysisReads, chartOfParts, summaryOfParts } from "../analytics-store.ts";
import { anyDevice, anyLanguage } from "../site-day-rollup.ts";
import type { TableNames } from "./clickhouse-schema.ts";

/** The filter as query parameters and the conditions that use them. */
/** Columns are named with the table's alias `d` where an alias repeats a column's name. */
function slice(filter: AnalysisFilter) {
  const conditions = ["site_id = {site:String}", "day between {dayFrom:Date} and {dayTo:Date}"];
  if (filter.lang !== undefined) conditions.push("lang = {lang:String}");
  if (filter.device !== undefined) conditions.push("device = {device:String}");
  return {
    where: conditions.join(" and "),
    /** The histograms hold their sums over every language and device under markers (site-day-rollup.ts). */
    histogram: `site_id = {site:String} and day between {dayFrom:Date} and {dayTo:Date}
      and lang = {histogramLang:String} and device = {histogramDevice:String}`,
    params: {
      site: filter.siteId,
      dayFrom: filter.from,
      dayTo: filter.to,
      lang: filter.lang ?? "",
      device: filter.device ?? "",
      histogramLang: filter.lang ?? anyLanguage,
      histogramDevice: filter.device ?? anyDevice,
    },
  };
}

/**
 * The analysis calls' reads of the ClickHouse rollups; the site-day totals (sessions, page views,
 * devices) come from PostgreSQL, where the ClickHouse rollup writes them (clickhouse-rollup.ts).
 * Periods sum daily rows: ClickHouse scans a year of a site's days faster than PostgreSQL reads its
 * monthly rows, so it keeps no monthly tables.
 */
export function clickhouseReads(
  client: ClickHouseClient,
  t: TableNames,
  postgres: PostgresAnalysisReads,
): AnalysisReads {
  async function rows<T>(query: string, params: Record<string, unknown>): Promise<T[]> {
    const result = await client.query({ query, query_params: params, format: "JSONEachRow" });
    return result.json<T>();
  }
  const parts: Omit<AnalysisReads, "summary" | "chart"> = {
    siteTotals: (filter) => postgres.siteTotals(filter),
    siteByDay: (filter) => postgres.siteByDay(filter),
    devices: (filter) => postgres.devices(filter),

    async dwell(filter, by): Promise<BucketCount[]> {
      const { histogram, params } = slice(filter);
      if (by === "page") {
        return rows(
          `select d.page_id as key, toUInt32(d.bucket) as bucket, toUInt32(sum(d.count)) as count
          from ${t.dwellDaily} as d where ${histogram} group by d.page_id, d.bucket`,
          params,
        );
      }
      const key = by === "site" ? "''" : "toString(day)";
      return rows(
        `select ${key} as key, toUInt32(d.bucket) as bucket, toUInt32(sum(d.count)) as count
        from ${t.siteDwellDaily} as d where ${histogram} group by key, d.bucket`,
        params,
      );
    },

    async pages(filter): Promise<PageTotals[]> {
      const { where, params } = slice(filter);
      return rows(
        `select d.page_id as pageId, toUInt32(sum(d.visitors)) as visitors, toUInt32(sum(d.views)) as views,
          toUInt32(sum(d.exits)) as exits, toUInt32(sum(d.cta_clicks)) as ctaClicks,
          toUInt32(sum(d.link_clicks)) as linkClicks, toUInt32(sum(d.product_clicks)) as productClicks,
          toUInt32(sum(d.popup_clicks)) as popupClicks, toUInt32(sum(d.conversions)) as conversions
        from ${t.pageDaily} as d where ${where} group by d.page_id`,
        params,
      );
    },

    async targets(filter) {
      const { where, params } = slice(filter);
      return rows(
        `select d.kind as kind, d.target_id as targetId, d.page_id as pageId, toUInt32(sum(d.clicks)) as clicks,
          toUInt32(sum(d.conversions)) as conversions
        from ${t.targetDaily} as d where ${where} group by d.kind, d.target_id, d.page_id`,
        params,
      );
    },

    async sources(filter) {
      const { where, params } = slice(filter);
      return rows(
        `select d.source as source, toUInt32(sum(d.sessions)) as sessions,
          toUInt32(sum(d.converted_sessions)) as convertedSessions
        from ${t.sourceDaily} as d where ${where} group by d.source order by sessions desc, source limit 20`,
        params,
      );
    },

    async taps(filter, pageId) {
      const { where, params } = slice(filter);
      return rows(
        `select toUInt32(d.cell_x) as x, toUInt32(d.cell_y) as y, toUInt32(sum(d.taps)) as taps
        from ${t.tapDaily} as d where ${where} and page_id = {page:String}
        group by d.cell_x, d.cell_y order by d.cell_y, d.cell_x`,
        { ...params, page: pageId },
      );
    },

    async flow(filter) {
      const { where, params } = slice(filter);
      return rows(
        `select d.from_page as \`from\`, d.to_page as \`to\`, toUInt32(sum(d.moves)) as moves
        from ${t.flowDaily} as d where ${where} group by d.from_page, d.to_page
        order by moves desc, d.from_page, d.to_page limit 500`,
        params,
      );
    },
  };
  return {
    ...parts,
    summary: (filter, previous) => summaryOfParts(parts, filter, previous),
    chart: (filter) => chartOfParts(parts, filter),
  };
}
