import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { freePort } from "../faults/free-port.ts";

/**
 * `npm run bench -- startup`: time from spawn to a 200 on /readyz, and resident memory after 10 s
 * idle, for the server run from its sources through tsx and for the release bundle (run
 * `npm run build` first), on the embedded database and, with BENCH_DATABASE_URL, on PostgreSQL.
 * Each database is first set up by a start that is not measured (migrations and the demo); the
 * figures are restarts, alternating between the two ways of running. The memory breakdown comes
 * from the process's own /metrics (prom-client's default metrics).
 */
const serverFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const releaseServer = path.resolve(serverFolder, "../../dist/release/server.mjs");
const rounds = 3;
const idleMs = 10_000;
export const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

// The release starts without --enable-source-maps (decision 138); the third way shows what it costs.
const ways = {
  tsx: ["--import", "tsx", "src/main.ts"],
  bundle: [releaseServer],
  "bundle, --enable-source-maps": ["--enable-source-maps", releaseServer],
} as const;
type Way = keyof typeof ways;

export interface Start {
  child: ChildProcess;
  /** The metrics listener's origin. */
  url: string;
  /** The server's own origin. */
  origin: string;
  readyMs: number;
  /** What it printed on standard output (the start notes). */
  output: () => string;
}

const start = (way: Way, env: Record<string, string>) => startNode(ways[way], env, way);

/** `node <args>` from the server's folder, as `npm start` runs it, until /readyz answers 200. */
export async function startNode(
  args: readonly string[],
  env: Record<string, string>,
  label: string,
  node = process.execPath,
): Promise<Start> {
  const port = await freePort();
  const metricsPort = await freePort();
  const started = performance.now();
  const child = spawn(node, args, {
    cwd: serverFolder,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      METRICS_PORT: String(metricsPort),
      INITIAL_MASTER_EMAIL: "ops@example.com",
      INITIAL_MASTER_PASSWORD: "Bench-startup1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${label} server exited at start`);
    const status = await fetch(`${url}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    await delay(20);
  }
  return {
    child,
    url: `http://127.0.0.1:${metricsPort}`,
    origin: url,
    readyMs: performance.now() - started,
    output: () => output,
  };
}

export async function stop(child: ChildProcess) {
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}

export function residentBytes(pid: number) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) * 1024;
}

async function memoryOf(start: Start) {
  const text = await fetch(`${start.url}/metrics`).then((response) => response.text());
  const metric = (name: string) =>
    Number(text.match(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, "m"))?.[1] ?? 0);
  return {
    rss: residentBytes(start.child.pid ?? 0),
    heapUsed: metric("nodejs_heap_size_used_bytes"),
    heapTotal: metric("nodejs_heap_size_total_bytes"),
    external: metric("nodejs_external_memory_bytes"),
  };
}

async function measure(label: string, env: Record<string, string>) {
  const setup = await start("bundle", env);
  await delay(idleMs);
  const first = await memoryOf(setup);
  await stop(setup.child);
  console.log(
    `${label}: first start (migrations and demo seeded) ready in ${(setup.readyMs / 1000).toFixed(1)} s, ${mb(first.rss)} MB resident after ${idleMs / 1000} s idle`,
  );
  const rows = Object.fromEntries(
    (Object.keys(ways) as Way[]).map((way) => [way, { readyMs: [], rss: [], heapUsed: [], external: [] }]),
  ) as unknown as Record<Way, { readyMs: number[]; rss: number[]; heapUsed: number[]; external: number[] }>;
  for (let round = 0; round < rounds; round++) {
    for (const way of Object.keys(ways) as Way[]) {
      const run = await start(way, env);
      await delay(idleMs);
      const memory = await memoryOf(run);
      await stop(run.child);
      rows[way].readyMs.push(run.readyMs);
      rows[way].rss.push(memory.rss);
      rows[way].heapUsed.push(memory.heapUsed);
      rows[way].external.push(memory.external);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  console.log(
    `| ${label} restart | ready (median of ${rounds}) | RSS idle | JS heap used | external (ArrayBuffers, WASM) |`,
  );
  console.log("|---|---|---|---|---|");
  for (const way of Object.keys(ways) as Way[]) {
    const row = rows[way];
    console.log(
      `| ${way} | ${(median(row.readyMs) / 1000).toFixed(2)} s | ${mb(median(row.rss))} MB | ${mb(median(row.heapUsed))} MB | ${mb(median(row.external))} MB |`,
    );
  }
}

export async function run() {
  console.log(`Node ${process.version}`);
  console.log(
    `load average at start: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")}`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), "mekuri-bench-startup-"));
  try {
    await measure("embedded database (PGlite)", { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl) {
    await measure("PostgreSQL", { DATABASE_URL: databaseUrl });
  } else {
    console.log("PostgreSQL: skipped (set BENCH_DATABASE_URL to an empty database)");
  }
  console.log(
    `load average at end: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")}`,
  );
}
