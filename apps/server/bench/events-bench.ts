import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { ensureInitialAccounts } from "../src/modules/accounts/initial-accounts.ts";
import { publishSite } from "../src/modules/sites/publish-site.ts";
import { insertSiteDraft } from "../src/modules/sites/site-draft-writer.ts";
import { openDatabase } from "../src/platform/database/database.ts";
import { siteFixture } from "../src/testing/site-fixture.ts";

async function storedCount(db: Awaited<ReturnType<typeof openDatabase>>["db"]) {
  const result = (await db.execute(sql`select count(*)::int as n from analytics_events`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

/**
 * Event ingestion under load on loopback (issue 3): single-event beacons and batches of 10,
 * counted as events stored per second (acknowledged and flushed), with request latency.
 */
export async function run() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "mekuri-bench-events-"));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(databaseUrl ? { url: databaseUrl, poolSize: 10 } : { dataDir });
  await database.migrate();
  await database.db.execute(sql`truncate analytics_events`);
  const [login] = await ensureInitialAccounts(database.db, {
    initialMaster: { email: `bench-${Date.now()}@mekuri.local`, password: "Bench-pass1" },
    seedDemo: false,
  });
  const accountId =
    login?.accountId ??
    (
      (await database.db.execute(sql`select id from accounts limit 1`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows[0]!.id;
  const siteId = await insertSiteDraft(database.db, siteFixture(accountId));
  await publishSite(database.db, siteId, "PUBLISH", {
    settingFormContact: true,
    settingPopupCta: true,
    poweredBy: false,
  });
  const { app } = await buildApp({
    config: loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir }),
    database,
    logger: false,
  });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  console.log(`database: ${database.kind}`);

  const event = (i: number) => ({
    type: "slide_page",
    site_id: siteId,
    page_id: `p${i}`,
    occurred_at: Date.now(),
    session_id: `s${i}`,
  });
  for (const [label, size] of [
    ["single-event beacons", 1],
    ["batches of 10", 10],
  ] as const) {
    const before = await storedCount(database.db);
    const body = JSON.stringify({ events: Array.from({ length: size }, (_, i) => event(i)) });
    const started = Date.now();
    const result = await autocannon({
      url: `${address}/api/v1/end-user/events`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      connections: 50,
      pipelining: 4,
      duration: 10,
      // The load comes from another thread, so it does not share the server's event loop.
      workers: 1,
    });
    await app.events.flush();
    const seconds = (Date.now() - started) / 1000;
    const stored = (await storedCount(database.db)) - before;
    console.log(
      `${label}: ${Math.round(stored / seconds)} events stored/s (${stored} in ${seconds.toFixed(1)} s), ` +
        `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
