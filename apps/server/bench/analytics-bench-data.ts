import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { ensureMonthPartitions } from "../src/modules/analytics/event-store.ts";
import { type Database, openDatabase } from "../src/platform/database/database.ts";
import { queryRows } from "../src/platform/database/query-rows.ts";
import { accounts } from "../src/platform/database/schema/index.ts";

const totalEvents = Number(process.env.ANALYTICS_BENCH_EVENTS ?? 10_000_000);
const eventsPerVisit = 20;
/** The days the generated events spread over, and the period every analysis call reads. */
export const days = 90;

export async function openAnalyticsBenchDatabase(): Promise<Database> {
  // A database of its own on the server, dropped at the end; PGlite in a temporary folder otherwise.
  if (process.env.BENCH_DATABASE_URL) return ownDatabase(process.env.BENCH_DATABASE_URL);
  const database = await openDatabase({ dataDir: mkdtempSync(path.join(tmpdir(), "mekuri-bench-")) });
  await database.migrate();
  return database;
}

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the server of `serverUrl`, named after that URL's database plus a random
 * suffix (so a shared server's databases show whose they are), migrated, and dropped by `close`.
 */
async function ownDatabase(serverUrl: string): Promise<Database> {
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1) || "mekuri_bench"}_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `create database "${name}"`);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * The bench's site of 100 pages (10 × 10) under the master account, with `ANALYTICS_BENCH_EVENTS`
 * generated events over `days` days before `now`: visits of 20 events each, in several languages,
 * devices and sources. Answers the site's id.
 */
export async function seedBenchSite(database: Database, now: Date): Promise<string> {
  const db = database.db;
  const [master] = await db.select().from(accounts).where(eq(accounts.kind, "master"));
  const [site] = await queryRows<{ id: string }>(
    db,
    sql`insert into sites (account_id, name, status, number_horizontal, number_vertical, settings, languages)
      values (${master!.id}, 'ベンチマーク', 'PUBLISH', 10, 10, '{}'::jsonb, '["ja","en"]'::jsonb) returning id`,
  );
  const siteId = site!.id;
  await db.execute(sql`insert into site_pages (site_id, column_index, row_index)
    select ${siteId}, c, r from generate_series(0, 9) c cross join generate_series(0, 9) r`);
  for (let back = 0; back <= days; back += 28)
    await ensureMonthPartitions(db, new Date(now.getTime() - back * 86_400_000));

  const started = performance.now();
  const visits = Math.ceil(totalEvents / eventsPerVisit);
  // Each statement stays well under the pool's 15 s query timeout.
  const chunk = 20_000;
  for (let from = 0; from < visits; from += chunk) {
    const to = Math.min(visits, from + chunk) - 1;
    await db.execute(sql`
      with pages as (select array_agg(id::text order by column_index, row_index) as ids from site_pages where site_id = ${siteId}),
      v as (
        select n, now() - random() * ${days - 1}::int * interval '1 day' - interval '1 hour' as start,
          (array['ja','ja','ja','en'])[1 + n % 4] as lang, (array['phone','phone','tablet','desktop'])[1 + n % 4] as device,
          (n * 7) % 100 as landing
        from generate_series(${from}::int, ${to}::int) n
      )
      insert into analytics_events (received_at, occurred_at, site_id, type, page_id, target_id, lang, session_id, device, utm_source, duration_ms, x, y)
      select v.start + e * interval '3 seconds', v.start + e * interval '3 seconds', ${siteId},
        case when e = 0 then 'page_view' when e % 4 = 1 then 'slide_page' when e % 4 = 2 then 'page_engagement'
          when e % 4 = 3 and e % 8 = 7 then 'click_cta_btn' else 'tap' end,
        pages.ids[1 + (v.landing + e / 4) % 100], case when e % 8 = 7 then 'cta-' || ((v.landing + e / 4) % 100) end,
        v.lang, 'v' || v.n, case when e = 0 then v.device end, case when e = 0 and v.n % 3 = 0 then 'instagram' end,
        case when e % 4 = 2 then 1000 + (v.n * 37 + e * 101) % 60000 end,
        case when e % 4 in (0, 3) and e > 0 then (v.n * 13 + e * 7) % 1001 end,
        case when e % 4 in (0, 3) and e > 0 then (v.n * 29 + e * 11) % 1001 end
      from v cross join generate_series(0, ${eventsPerVisit - 1}::int) e cross join pages`);
  }
  await db.execute(sql`analyze analytics_events`);
  const generated = (performance.now() - started) / 1000;
  console.log(
    `generated ${(visits * eventsPerVisit).toLocaleString()} events in ${generated.toFixed(1)} s (database: ${database.kind})`,
  );

  return siteId;
}
