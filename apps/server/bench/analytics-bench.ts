import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, jstDay } from "@mekuri/domain";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { ensureInitialAccounts } from "../src/modules/accounts/initial-accounts.ts";
import { rollUp } from "../src/modules/analytics/rollup-job.ts";
import { bumpRollupVersions } from "../src/modules/analytics/rollup-version.ts";
import { queryRows } from "../src/platform/database/query-rows.ts";
import { days, openAnalyticsBenchDatabase, seedBenchSite } from "./analytics-bench-data.ts";
import { monthsBesideDays, pdfExports, samples } from "./analytics-bench-reads.ts";
import { keepingUp, monthRowVersions } from "./analytics-bench-rollups.ts";
import { percentile } from "./bench-setup.ts";

const warmUp = 5;

/**
 * Swipe analytics (issue 13): `ANALYTICS_BENCH_EVENTS` (default 10 million) generated events over
 * 90 days for one site of 100 pages; the rollup's rate, then p50/p95 of each analysis call over the
 * whole period beside the raw-event query it replaces.
 */
export async function run() {
  const database = await openAnalyticsBenchDatabase();
  const db = database.db;
  const email = "bench@mekuri.local";
  const password = "Bench-pass1";
  await ensureInitialAccounts(db, { initialMaster: { email, password }, seedDemo: false });
  const now = new Date();
  const siteId = await seedBenchSite(database, now);

  let started = performance.now();
  const rolled = await rollUp(db, new Date());
  const rollSeconds = (performance.now() - started) / 1000;
  console.log(
    `rollup: ${rolled.events.toLocaleString()} events of ${rolled.siteDays} site-days in ${rollSeconds.toFixed(1)} s = ${Math.round(rolled.events / rollSeconds).toLocaleString()} events/s`,
  );
  if (database.kind === "postgres") await monthRowVersions(db, "after the bulk rollup");
  started = performance.now();
  const again = await rollUp(db, new Date());
  console.log(
    `next run (nothing new since the watermark, today re-read within the look-back): ${again.siteDays} site-days, ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
  await keepingUp(db, siteId);
  if (database.kind === "postgres") await monthRowVersions(db, "after the minute's run");
  // What autovacuum does after a bulk load (the bench's server may run without it): the planner's
  // row estimates, and the monthly rows' old versions (each site-day rewrite updates them) cleared.
  await db.execute(sql`vacuum analyze analytics_page_daily, analytics_page_monthly, analytics_dwell_daily,
    analytics_dwell_monthly, analytics_site_daily, analytics_site_dwell_daily, analytics_target_daily,
    analytics_tap_daily, analytics_flow_daily, analytics_source_daily`);

  const config = loadConfig({
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "mekuri-bench-")),
    // The bench's one sequential client and its forced collections share the server's event loop:
    // a report that blocks it for seconds on a loaded machine must not make the next call shed.
    SHED_EVENT_LOOP_DELAY_MS: "0",
  });
  const { app } = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const token = (
    (await fetch(`${address}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    }).then((r) => r.json())) as { access_token: string }
  ).access_token;
  const today = jstDay(now);
  const period = `from=${addDays(today, -(days - 1))}&to=${today}`;
  const [firstPage] = await queryRows<{ id: string }>(
    db,
    sql`select id from site_pages where site_id = ${siteId} limit 1`,
  );
  // Cold: the first answer after a rollup of the site, which moves its rollup version in its own
  // transaction (decision 118); the bench moves it the same way before each cold sample.
  const rolledUp = () => db.transaction((tx) => bumpRollupVersions(tx, [siteId]));
  console.log("| call (90 days, 100 pages) | cold p50 | cold p95 | warm p50 | warm p95 |");
  console.log("|---|---|---|---|---|");
  for (const call of [
    "lp",
    "lp/chart",
    "pages",
    "ranking",
    `taps?page=${firstPage!.id}`,
    "flow",
    "lp/export",
    "page/export",
    "ranking/export",
  ]) {
    const url = `${address}/api/v1/analysis/site/${siteId}/${call}${call.includes("?") ? "&" : "?"}${period}`;
    const answer = async () => {
      const start = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${call}: ${response.status}`);
      return performance.now() - start;
    };
    // The first `warmUp` answers are not counted: unoptimised code and the pool's first connections.
    for (let i = 0; i < warmUp; i++) {
      await rolledUp();
      await answer();
    }
    const cold: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < samples; i++) {
      await rolledUp();
      cold.push(await answer());
      warm.push(await answer());
    }
    const figures = [cold, warm].flatMap((times) => {
      times.sort((a, b) => a - b);
      return [`${percentile(times, 50).toFixed(1)} ms`, `${percentile(times, 95).toFixed(1)} ms`];
    });
    console.log(`| ${call.split("?")[0]} | ${figures.join(" | ")} |`);
  }
  await pdfExports(address, token, siteId, period);
  await monthsBesideDays(db, siteId, addDays(today, -(days - 1)), today);
  const raw: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    try {
      // The pool's connections stop a statement after 15 s and stop waiting for its rows after 20 s.
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 0`);
        await tx.execute(sql`select count(distinct session_id) as sessions, count(*) filter (where type = 'slide_page') as pv
          from analytics_events where site_id = ${siteId} and received_at >= now() - interval '90 days'`);
      });
      raw.push(performance.now() - start);
    } catch {
      console.log(
        `| raw-event query replaced by lp | over ${((performance.now() - start) / 1000).toFixed(0)} s: stopped by the pool's read timeout | |`,
      );
      break;
    }
  }
  raw.sort((a, b) => a - b);
  if (raw.length === 3) {
    console.log(
      `| raw-event query replaced by lp (sessions and PV over 90 days) | ${raw[1]!.toFixed(0)} ms | ${raw[2]!.toFixed(0)} ms |`,
    );
  }
  await app.close();
  await database.close();
}
