import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import { loadFromOwnProcess } from "./load-process.ts";
import { mb, releaseServer, residentBytes, startNode, stop } from "./startup-bench.ts";

/**
 * `npm run bench -- node-flags` (after `npm run build`; BENCH_DATABASE_URL names a PostgreSQL
 * database, empty or set up by an earlier run): the release with V8's defaults against the same
 * release with `BENCH_NODE_FLAGS` (by default `--max-semi-space-size=8`, decision 161), alternated
 * over three rounds (BENCH_ROUNDS): resident memory 10 s after ready, then the site snapshot
 * endpoint (20 connections) and the events endpoint (50 connections × 4 pipelined, 10 events a
 * request), 8 s each, and the resident memory after that load. `BENCH_NODE` runs another Node binary (the image's line).
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const idleMs = 10_000;
const loadSeconds = 8;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

/** A published site of the database (the demo's, after the first start). */
async function publishedSiteId(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      "select id from sites where published_version is not null order by published_at limit 1",
    );
    if (!rows[0]) throw new Error("no published site in BENCH_DATABASE_URL's database");
    return rows[0].id;
  } finally {
    await client.end();
  }
}

async function measureOnce(flags: string[], env: Record<string, string>, node: string, siteId: string) {
  const server = await startNode([...flags, releaseServer], env, flags.join(" ") || "default", node);
  try {
    await delay(idleMs);
    const idle = residentBytes(server.child.pid ?? 0);
    const snapshot = await loadFromOwnProcess({
      url: `${server.origin}/api/v1/end-user/site/${siteId}?lang=ja`,
      connections: 20,
      duration: loadSeconds,
    });
    const event = (i: number) => ({
      type: "slide_page",
      site_id: siteId,
      page_id: `p${i}`,
      occurred_at: Date.now(),
      session_id: `s${i}`,
    });
    const events = await loadFromOwnProcess({
      url: `${server.origin}/api/v1/end-user/events`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ events: Array.from({ length: 10 }, (_, i) => event(i)) }),
      connections: 50,
      pipelining: 4,
      duration: loadSeconds,
    });
    return {
      idle,
      after: residentBytes(server.child.pid ?? 0),
      snapshot: { rps: snapshot.requests.average, p99: snapshot.latency.p99, errors: snapshot.non2xx },
      events: { rps: events.requests.average, p99: events.latency.p99, errors: events.non2xx },
    };
  } finally {
    await stop(server.child);
  }
}

export async function run() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    console.log("skipped: set BENCH_DATABASE_URL to a PostgreSQL database of its own");
    return;
  }
  const node = process.env.BENCH_NODE ?? process.execPath;
  const variants = [[], (process.env.BENCH_NODE_FLAGS ?? "--max-semi-space-size=8").split(" ")];
  // RATE_LIMIT_SCALE: the load comes from one address, as in the fault suite.
  const env = { DATABASE_URL: databaseUrl, RATE_LIMIT_SCALE: "1000" };
  console.log(`load average at start: ${loadAverage()}`);
  // A first start migrates and seeds the demo when the database is empty; not measured.
  await stop((await startNode([releaseServer], env, "setup", node)).child);
  const siteId = await publishedSiteId(databaseUrl);

  const results = variants.map(() => [] as Awaited<ReturnType<typeof measureOnce>>[]);
  for (let round = 0; round < rounds; round++) {
    for (const [index, flags] of variants.entries())
      results[index]!.push(await measureOnce(flags, env, node, siteId));
  }
  console.log(`Node ${execFileSync(node, ["--version"], { encoding: "utf8" }).trim()}`);
  console.log(
    "| flags | RSS idle | snapshot req/s (p99) | events req/s (p99) | RSS after the load | non-2xx |",
  );
  console.log("|---|---|---|---|---|---|");
  for (const [index, flags] of variants.entries()) {
    const runs = results[index]!;
    const each = (pick: (run: (typeof runs)[number]) => string) => runs.map(pick).join(" / ");
    console.log(
      `| ${flags.join(" ") || "default"} | ${each((r) => `${mb(r.idle)} MB`)} | ${each((r) => `${Math.round(r.snapshot.rps)} (${r.snapshot.p99} ms)`)} | ${each((r) => `${Math.round(r.events.rps)} (${r.events.p99} ms)`)} | ${each((r) => `${mb(r.after)} MB`)} | ${each((r) => String(r.snapshot.errors + r.events.errors))} |`,
    );
    console.log(
      `|  median | ${mb(median(runs.map((r) => r.idle)))} MB | ${Math.round(median(runs.map((r) => r.snapshot.rps)))} | ${Math.round(median(runs.map((r) => r.events.rps)))} | ${mb(median(runs.map((r) => r.after)))} MB | |`,
    );
  }
  console.log(`load average at end: ${loadAverage()}`);
}
