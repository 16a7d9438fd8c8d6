import { sql } from "drizzle-orm";
import type { Tx } from "../../platform/database/database.ts";

const pageCounts = [
  "visitors",
  "views",
  "exits",
  "cta_clicks",
  "link_clicks",
  "product_clicks",
  "popup_clicks",
  "conversions",
] as const;

const list = (names: readonly string[], each: (name: string) => string, separator = ", ") =>
  sql.raw(names.map(each).join(separator));

/**
 * The months follow their days by changes collected over a whole run (docs/decisions/053, 134):
 * each site-day rewrite notes its old daily rows with a minus sign and its new ones with a plus
 * sign in these temporary tables, and the run's end writes each month row's net change once. A row
 * version per month row and run, instead of two per site-day rewrite; a rewrite that changed
 * nothing writes nothing. The tables go with the run's transaction, so a crash leaves no change half
 * applied.
 */
async function ensureChangeTables(tx: Tx) {
  await tx.execute(sql`
    create temp table if not exists rollup_month_pages (
      site_id uuid not null, month date not null, lang text not null, device text not null,
      page_id text not null, ${list(pageCounts, (name) => `${name} integer not null`)}
    ) on commit drop`);
  await tx.execute(sql`
    create temp table if not exists rollup_month_dwell (
      site_id uuid not null, month date not null, lang text not null, device text not null,
      page_id text not null, bucket smallint not null, count integer not null
    ) on commit drop`);
}

/**
 * Notes one site-day's current daily page and engaged-time rows as a change to their month: `sign`
 * -1 before the rollup deletes them, 1 after it wrote the new ones.
 */
export async function noteDayForMonth(tx: Tx, siteId: string, day: string, sign: 1 | -1) {
  await ensureChangeTables(tx);
  await tx.execute(sql`
    insert into rollup_month_pages (site_id, month, lang, device, page_id, ${list(pageCounts, (name) => name)})
    select site_id, date_trunc('month', day)::date, lang, device, page_id, ${list(pageCounts, (name) => `${sign} * ${name}`)}
    from analytics_page_daily where site_id = ${siteId} and day = ${day}`);
  await tx.execute(sql`
    insert into rollup_month_dwell (site_id, month, lang, device, page_id, bucket, count)
    select site_id, date_trunc('month', day)::date, lang, device, page_id, bucket, ${sign} * count
    from analytics_dwell_daily where site_id = ${siteId} and day = ${day}`);
}

/**
 * Writes the run's net change into the monthly rows, one statement per table touching each changed
 * row once: a row whose days now sum to nothing (a page or language no longer visited that month)
 * is deleted instead of updated to zeros, the others are added to or inserted.
 */
export async function applyMonthChanges(tx: Tx) {
  await ensureChangeTables(tx);
  const pageKey = (a: string, b: string) =>
    list(["site_id", "month", "lang", "device", "page_id"], (name) => `${a}.${name} = ${b}.${name}`, " and ");
  await tx.execute(sql`
    with change as (
      select site_id, month, lang, device, page_id, ${list(pageCounts, (name) => `sum(${name})::int as ${name}`)}
      from rollup_month_pages group by site_id, month, lang, device, page_id
      having not (${list(pageCounts, (name) => `sum(${name}) = 0`, " and ")})
    ),
    gone as (
      delete from analytics_page_monthly m using change c
      where ${pageKey("m", "c")} and ${list(pageCounts, (name) => `m.${name} + c.${name} = 0`, " and ")}
      returning m.site_id, m.month, m.lang, m.device, m.page_id
    )
    insert into analytics_page_monthly (site_id, month, lang, device, page_id, ${list(pageCounts, (name) => name)})
    select site_id, month, lang, device, page_id, ${list(pageCounts, (name) => name)} from change c
    where not exists (select 1 from gone g where ${pageKey("g", "c")})
    on conflict (site_id, month, lang, device, page_id) do update
    set ${list(pageCounts, (name) => `${name} = analytics_page_monthly.${name} + excluded.${name}`)}, updated_at = now()`);
  const dwellKey = (a: string, b: string) =>
    list(
      ["site_id", "lang", "device", "month", "page_id", "bucket"],
      (name) => `${a}.${name} = ${b}.${name}`,
      " and ",
    );
  await tx.execute(sql`
    with change as (
      select site_id, month, lang, device, page_id, bucket, sum(count)::int as count
      from rollup_month_dwell group by site_id, month, lang, device, page_id, bucket
      having sum(count) <> 0
    ),
    gone as (
      delete from analytics_dwell_monthly m using change c
      where ${dwellKey("m", "c")} and m.count + c.count = 0
      returning m.site_id, m.lang, m.device, m.month, m.page_id, m.bucket
    )
    insert into analytics_dwell_monthly (site_id, month, lang, device, page_id, bucket, count)
    select site_id, month, lang, device, page_id, bucket, count from change c
    where not exists (select 1 from gone g where ${dwellKey("g", "c")})
    on conflict (site_id, lang, device, month, page_id, bucket)
    do update set count = analytics_dwell_monthly.count + excluded.count, updated_at = now()`);
  await tx.execute(sql`truncate rollup_month_pages, rollup_month_dwell`);
}
