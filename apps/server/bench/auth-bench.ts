import autocannon from "autocannon";
import { hashPassword, verifyPassword } from "../src/platform/security/passwords.ts";
import { benchMaster, closeBench, openBenchDatabase, percentile, startBenchApp } from "./bench-setup.ts";

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

  const bench = await openBenchDatabase();
  const { database } = bench;
  const server = await startBenchApp(bench);
  const { address } = server;
  const token = await server.tokenOf(benchMaster.email);

  console.log(`database: ${database.kind}`);
  console.log(`GET /healthz: ${await load(`${address}/healthz`, {})}`);
  console.log(`GET /readyz: ${await load(`${address}/readyz`, {})}`);
  console.log(
    `GET /api/v1/auth/user-info (JWT check + operator read per request): ${await load(`${address}/api/v1/auth/user-info`, { authorization: `Bearer ${token}` })}`,
  );
  await closeBench(bench, server);
}
