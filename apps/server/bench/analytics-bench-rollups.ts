import { sql } from "drizzle-orm";
import { rollUp } from "../src/modules/analytics/rollup-job.ts";
import type { Database } from "../src/platform/database/database.ts";
import { queryRows } from "../src/platform/database/query-rows.ts";

/** The ingestion bench's batched target rate, which the rollup must keep up with. */
const ingestionRate = 50_000;

/**
 * One minute of ingestion at the target rate arrives for today's site-day; the next run rolls it.
 * A run rewrites the site-days it touches whole (decision 039), so it also re-reads what today held.
 */
export async function keepingUp(db: Database["db"], siteId: string) {
  const minute = ingestionRate * 60;
  const [page] = await queryRows<{ id: string }>(
    db,
    sql`select id from site_pages where site_id = ${siteId} limit 1`,
  );
  const chunk = 500_000;
  for (let from = 0; from < minute; from += chunk) {
    await db.execute(sql`
      insert into analytics_events (received_at, occurred_at, site_id, type, page_id, lang, session_id, device)
      select now() - (${minute} - n) * interval '20 microseconds', now(), ${siteId},
        case when n % 20 = 0 then 'page_view' else 'slide_page' end, ${page!.id}, 'ja', 'live-' || (n / 20),
        case when n % 20 = 0 then 'phone' end
      from generate_series(${from}::int, ${Math.min(minute, from + chunk) - 1}::int) n`);
  }
  const started = performance.now();
  const result = await rollUp(db, new Date());
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `a minute at ${ingestionRate.toLocaleString()} events/s (${minute.toLocaleString()} events, today's site-day re-read whole: ${result.events.toLocaleString()}) rolled in ${seconds.toFixed(1)} s = ${Math.round(result.events / seconds).toLocaleString()} events/s; lag behind ingestion at most ${(60 + seconds).toFixed(0)} s (the minute's schedule plus the run), ${seconds < 60 ? `keeps up with ${(60 / seconds).toFixed(1)}× capacity` : "does NOT keep up"}`,
  );
}

/**
 * Live and dead row versions of the monthly rollups, as the server's statistics count them: each
 * rewrite of a row leaves a dead version until a vacuum. A backend reports its counts when idle, at
 * most 10 s late, so this waits that long first.
 */
export async function monthRowVersions(db: Database["db"], when: string) {
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const rows = await queryRows<{ relname: string; live: number; dead: number }>(
    db,
    sql`select relname, n_live_tup::int as live, n_dead_tup::int as dead from pg_stat_user_tables
      where relname in ('analytics_page_monthly', 'analytics_dwell_monthly') order by relname`,
  );
  for (const row of rows)
    console.log(
      `${when}: ${row.relname} ${row.live.toLocaleString()} live, ${row.dead.toLocaleString()} dead row versions`,
    );
}
