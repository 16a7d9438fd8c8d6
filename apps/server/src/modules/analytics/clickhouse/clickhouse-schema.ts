import type { ClickHouseClient } from "@clickhouse/client";

/**
 * The ClickHouse store's tables (docs/decisions/087): the raw events, partitioned by the UTC month
 * of receipt like PostgreSQL's, and the per-site-day rollups the analysis calls read. The site-day
 * totals (sessions, page views) stay in PostgreSQL's analytics_site_daily, where billing and the
 * plan's traffic limit join them with contracts. Every table is named with its database, as the
 * embedded engine of the tests has no per-client default database.
 */
export function tableNames(database: string) {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(database))
    throw new Error(`Not a ClickHouse database name: ${database}`);
  const name = (table: string) => `${database}.${table}`;
  return {
    database,
    events: name("analytics_events"),
    pageDaily: name("analytics_page_daily"),
    dwellDaily: name("analytics_dwell_daily"),
    siteDwellDaily: name("analytics_site_dwell_daily"),
    targetDaily: name("analytics_target_daily"),
    sourceDaily: name("analytics_source_daily"),
    tapDaily: name("analytics_tap_daily"),
    flowDaily: name("analytics_flow_daily"),
  };
}

export type TableNames = ReturnType<typeof tableNames>;

const dims = "site_id String, day Date, lang String, device String";

function statements(t: TableNames): string[] {
  const table = (name: string, columns: string, order: string) =>
    `create table if not exists ${name} (${dims}, ${columns}) engine = MergeTree order by (site_id, day, ${order})`;
  return [
    `create database if not exists ${t.database}`,
    `create table if not exists ${t.events} (
      received_at DateTime64(3, 'UTC'), occurred_at DateTime64(3, 'UTC'), site_id String, type LowCardinality(String),
      page_id Nullable(String), target_id Nullable(String), popup_id Nullable(String), lang Nullable(String),
      session_id String, variation_id Nullable(String), experiment_id Nullable(String), device Nullable(String),
      referrer_host Nullable(String), utm_source Nullable(String), utm_medium Nullable(String),
      utm_campaign Nullable(String), utm_content Nullable(String), utm_term Nullable(String),
      duration_ms Nullable(Int32), x Nullable(Int16), y Nullable(Int16), conversion Nullable(String)
    ) engine = MergeTree partition by toYYYYMM(received_at) order by (site_id, received_at)`,
    table(
      t.pageDaily,
      `page_id String, visitors UInt32, views UInt32, exits UInt32, cta_clicks UInt32, link_clicks UInt32,
       product_clicks UInt32, popup_clicks UInt32, conversions UInt32`,
      "page_id, lang, device",
    ),
    table(t.dwellDaily, "page_id String, bucket UInt8, count UInt32", "page_id, lang, device, bucket"),
    table(t.siteDwellDaily, "bucket UInt8, count UInt32", "lang, device, bucket"),
    table(
      t.targetDaily,
      "kind String, target_id String, page_id String, clicks UInt32, conversions UInt32",
      "kind, target_id, page_id, lang, device",
    ),
    table(t.sourceDaily, "source String, sessions UInt32, converted_sessions UInt32", "source, lang, device"),
    table(
      t.tapDaily,
      "page_id String, cell_x UInt8, cell_y UInt8, taps UInt32",
      "page_id, lang, device, cell_x, cell_y",
    ),
    table(t.flowDaily, "from_page String, to_page String, moves UInt32", "from_page, to_page, lang, device"),
  ];
}

/** Creates what is missing; safe to run from every process at every start. */
export async function createTables(client: ClickHouseClient, t: TableNames) {
  for (const query of statements(t)) await client.command({ query });
}

/** The rollup tables a site-day rewrite deletes and inserts. */
export function rollupTables(t: TableNames): string[] {
  return [t.pageDaily, t.dwellDaily, t.siteDwellDaily, t.targetDaily, t.sourceDaily, t.tapDaily, t.flowDaily];
}
