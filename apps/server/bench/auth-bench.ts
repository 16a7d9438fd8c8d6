import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { ensureInitialAccounts } from "../src/modules/accounts/initial-accounts.ts";
import { openDatabase } from "../src/platform/database/database.ts";
import { hashPassword, verifyPassword } from "../src/platform/security/passwords.ts";

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timeIt(times: number, task: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50).toFixed(1), p95: percentile(samples, 95).toFixed(1) };
}

async function load(
  url: string,
  headers: Record<string, string>,
  method: "GET" | "POST" = "GET",
  body?: string,
) {
  const result = await autocannon({ url, headers, method, body, connections: 10, duration: 5 });
  return `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`;
}

/** Password hashing cost and the authenticated request path, on loopback, on this machine. */
export async function run() {
  const hashing = await timeIt(20, () => hashPassword("Bench-pass1"));
  const stored = await hashPassword("Bench-pass1");
  const verifying = await timeIt(20, () => verifyPassword(stored, "Bench-pass1"));
  console.log(`argon2id hash (19 MiB, t=2, p=1): p50 ${hashing.p50} ms, p95 ${hashing.p95} ms`);
  console.log(`argon2id verify: p50 ${verifying.p50} ms, p95 ${verifying.p95} ms`);

  const dataDir = mkdtempSync(path.join(tmpdir(), "mekuri-bench-"));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
  await database.migrate();
  const email = "bench@mekuri.local";
  await ensureInitialAccounts(database.db, {
    initialMaster: { email, password: "Bench-pass1" },
    seedDemo: false,
  });
  const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir });
  const { app } = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const login = await fetch(`${address}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Bench-pass1" }),
  }).then((r) => r.json() as Promise<{ access_token: string }>);

  console.log(`database: ${database.kind}`);
  console.log(`GET /healthz: ${await load(`${address}/healthz`, {})}`);
  console.log(`GET /readyz: ${await load(`${address}/readyz`, {})}`);
  console.log(
    `GET /api/v1/auth/user-info (JWT check + operator read per request): ${await load(`${address}/api/v1/auth/user-info`, { authorization: `Bearer ${login.access_token}` })}`,
  );
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
