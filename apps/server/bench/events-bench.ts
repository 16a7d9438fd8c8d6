import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { ensureInitialAccounts } from "../src/modules/accounts/initial-accounts.ts";
import { publishSite } from "../src/modules/sites/publish-site.ts";
import { insertSiteDraft } from "../src/modules/sites/site-draft-writer.ts";
import { openDatabase } from "../src/platform/database/database.ts";
import { siteFixture } from "../src/testing/site-fixture.ts";
import { loadFromOwnProcess } from "./load-process.ts";

async function storedCount(db: Awaited<ReturnType<typeof openDatabase>>["db"]) {
  const result = (await db.execute(sql`select count(*)::int as n from analytics_events`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]!.n;
}

async function settle(db: Awaited<ReturnType<typeof openDatabase>>["db"]) {
  await db.execute(sql`vacuum analyze analytics_events`);
  await new Promise((resolve) => setTimeout(resolve, 3000));
}

const loadAverage = () => loadavg()[0]!.toFixed(1);

async function bareServer() {
  const server = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      const { events } = JSON.parse(body) as { events: unknown[] };
      response.writeHead(202, { "content-type": "application/json; charset=utf-8" });
      response.end(`{"accepted":${events.length},"rejected":0}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
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
  console.log(`database: ${database.kind}; ${cpus().length} cores, load average before ${loadAverage()}`);

  const event = (i: number) => ({
    type: "slide_page",
    site_id: siteId,
    page_id: `p${i}`,
    occurred_at: Date.now(),
    session_id: `s${i}`,
  });
  const load = (url: string, body: string, duration = 10, overallRate?: number) =>
    loadFromOwnProcess({
      url,
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      connections: 50,
      pipelining: 4,
      duration,
      ...(overallRate ? { overallRate } : {}),
    });

  // What this machine gives at this moment, for reading the figures below: node:http alone, parsing
  // the same beacon and answering it, nothing checked or stored.
  const bare = await bareServer();
  const bareCpuBefore = process.cpuUsage();
  const ceiling = await load(bare.url, JSON.stringify({ events: [event(0)] }));
  const bareCpu = process.cpuUsage(bareCpuBefore);
  await bare.close();
  console.log(
    `ceiling (bare node:http, single beacon, nothing stored): ${Math.round(ceiling.requests.average)} req/s, ` +
      `p50 ${ceiling.latency.p50} ms, p99 ${ceiling.latency.p99} ms; server process CPU ` +
      `${Math.round((bareCpu.user + bareCpu.system) / (ceiling.requests.total || 1))} µs/request`,
  );

  // Warm-up, not counted: the first seconds of a fresh process run unoptimised code.
  await load(`${address}/api/v1/end-user/events`, JSON.stringify({ events: [event(0)] }), 3);
  await app.events.flush();

  // As fast as the server answers, then batches at the target's rate (50,000 events/s) for its latency.
  for (const [label, size, rate] of [
    ["single-event beacons", 1, undefined],
    ["batches of 10", 10, undefined],
    ["batches of 10 at 5,000 requests/s", 10, 5000],
  ] as const) {
    // The paced row reads the latency at the target's rate: PostgreSQL first finishes what the
    // saturated rows left it (vacuum and statistics of a million new rows), which competes for the
    // same two cores and would otherwise be counted as the paced run's latency.
    if (rate) await settle(database.db);
    const before = await storedCount(database.db);
    const body = JSON.stringify({ events: Array.from({ length: size }, (_, i) => event(i)) });
    const cpuBefore = process.cpuUsage();
    const result = await load(`${address}/api/v1/end-user/events`, body, 10, rate);
    await app.events.flush();
    const cpu = process.cpuUsage(cpuBefore);
    // From the first request to the last event stored (the load process's start-up is not counted).
    const seconds = (Date.now() - new Date(result.start).getTime()) / 1000;
    const stored = (await storedCount(database.db)) - before;
    // Every request carries `size` good events, so each 202 counted by the load acknowledged that many
    // (requests still in flight when the load stops are stored too, but not counted).
    const acknowledged = result["2xx"] * size;
    console.log(
      `${label}: ${Math.round(stored / seconds)} events stored/s (${stored} in ${seconds.toFixed(1)} s; ` +
        `${acknowledged} acknowledged${stored >= acknowledged ? ", all stored" : ", SOME LOST"}), ` +
        `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `non-2xx ${result.non2xx}, errors ${result.errors}; server process CPU ` +
        `${Math.round((cpu.user + cpu.system) / (result.requests.total || 1))} µs/request; load average ${loadAverage()}`,
    );
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
