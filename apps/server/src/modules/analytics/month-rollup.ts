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

/**
 * Adds one site-day's daily page and engaged-time rows into their months (`sign` 1), or takes them
 * out (`sign` -1): the rollup takes a site-day out before rewriting it and adds it back after, so a
 * month always equals the sum of its days, whatever was rewritten how often (docs/decisions/053).
 */
export async function addDayToMonth(tx: Tx, siteId: string, day: string, sign: 1 | -1) {
  const columns = sql.raw(pageCounts.join(", "));
  const signed = sql.raw(pageCounts.map((name) => `${sign} * ${name}`).join(", "));
  const sums = sql.raw(
    pageCounts.map((name) => `${name} = analytics_page_monthly.${name} + excluded.${name}`).join(", "),
  );
  await tx.execute(sql`
    insert into analytics_page_monthly (site_id, month, lang, device, page_id, ${columns})
    select site_id, date_trunc('month', day)::date, lang, device, page_id, ${signed}
    from analytics_page_daily where site_id = ${siteId} and day = ${day}
    on conflict (site_id, month, lang, device, page_id) do update set ${sums}, updated_at = now()`);
  await tx.execute(sql`
    insert into analytics_dwell_monthly (site_id, month, lang, device, page_id, bucket, count)
    select site_id, date_trunc('month', day)::date, lang, device, page_id, bucket, ${sign} * count
    from analytics_dwell_daily where site_id = ${siteId} and day = ${day}
    on conflict (site_id, lang, device, month, page_id, bucket)
    do update set count = analytics_dwell_monthly.count + excluded.count, updated_at = now()`);
  if (sign === 1) {
    // Rows whose days were all taken out (a page or language no longer visited) go.
    const month = sql`date_trunc('month', ${day}::date)::date`;
    const allZero = sql.raw(pageCounts.map((name) => `${name} = 0`).join(" and "));
    await tx.execute(
      sql`delete from analytics_page_monthly where site_id = ${siteId} and month = ${month} and ${allZero}`,
    );
    await tx.execute(
      sql`delete from analytics_dwell_monthly where site_id = ${siteId} and month = ${month} and count = 0`,
    );
  }
}
