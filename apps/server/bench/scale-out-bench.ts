import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { seedFaultSite } from "../faults/fault-site.ts";
import { freePort } from "../faults/free-port.ts";
import { type ServerProcess, startServerProcess } from "../faults/server-process.ts";
import { startSharedServices } from "../src/testing/shared-services.ts";
import { loadFromOwnProcess } from "./load-process.ts";

const connections = 20;
const durationSeconds = 10;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  load: string;
}

async function load(urls: string[]): Promise<Figures> {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
  // A short warm-up first: the processes' first requests read the site and compile code paths.
  // autocannon spreads its connections over several URLs; its types allow one.
  const url = urls as unknown as string;
  await loadFromOwnProcess({ url, connections, duration: 2 });
  const result = await loadFromOwnProcess({ url, connections, duration: durationSeconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    load,
  };
}

/**
 * The ceiling: a bare node:http process answering every request with the same bytes, so the
 * figures show what the loopback, the load generator and the two cores allow at all.
 */
async function startBareServer(body: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const script = `require("node:http").createServer((q, s) => { s.writeHead(200, { "content-type": "application/json" }); s.end(process.env.BODY); }).listen(${port}, "127.0.0.1", () => console.log("ready"));`;
  const child: ChildProcess = spawn(process.execPath, ["-e", script], {
    env: { ...process.env, BODY: body },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await once(child.stdout!, "data");
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      child.kill();
      await once(child, "exit");
    },
  };
}

function line(label: string, figures: Figures, base?: Figures) {
  const ratio = base ? ` (×${(figures.rps / base.rps).toFixed(2)} of one)` : "";
  console.log(
    `${label}: ${Math.round(figures.rps)} req/s${ratio}, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ` +
      `errors ${figures.errors}; load average before: ${figures.load}`,
  );
}

/**
 * Public traffic (the published-site snapshot the viewer reads) on one server process, then on two
 * behind a round robin (the load generator spreads its connections over both ports), on one
 * PostgreSQL (BENCH_DATABASE_URL, else a private cluster) and one Redis (BENCH_REDIS_URL, else a
 * private one). The load generator, the database and the processes share the machine's cores:
 * two processes gain only what cores are left (docs/operations/scaling.md).
 */
export async function run() {
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  if (process.env.BENCH_REDIS_URL) process.env.TEST_REDIS_URL = process.env.BENCH_REDIS_URL;
  const services = await startSharedServices();
  const dataDir = mkdtempSync(path.join(tmpdir(), "mekuri-bench-scale-"));
  const servers: ServerProcess[] = [];
  try {
    const { siteId } = await seedFaultSite(services.database);
    const env = { DATABASE_URL: services.databaseUrl, REDIS_URL: services.redisUrl, DATA_DIR: dataDir };
    const start = () => startServerProcess(env, { startTimeoutMs: 240_000 });
    servers.push(...(await Promise.all([start(), start()])));
    const urls = servers.map((server) => `${server.url}/api/v1/end-user/site/${siteId}?lang=ja`);
    const body = await (await fetch(urls[0]!)).text();
    console.log(
      `cores: 2 (shared by the load generator, PostgreSQL, Redis and the server processes); ` +
        `${connections} connections, ${durationSeconds} s each; snapshot ${Buffer.byteLength(body)} bytes`,
    );

    const bare = await Promise.all([startBareServer(body), startBareServer(body)]);
    try {
      const bareOne = await load([bare[0]!.url]);
      const bareTwo = await load(bare.map((server) => server.url));
      line("ceiling, one bare node:http process", bareOne);
      line("ceiling, two bare node:http processes", bareTwo, bareOne);
    } finally {
      await Promise.all(bare.map((server) => server.stop()));
    }

    const one = await load([urls[0]!]);
    const two = await load(urls);
    line("one app process", one);
    line("two app processes, round robin", two, one);
  } finally {
    for (const server of servers) {
      server.signal("SIGTERM");
      await server.exited;
    }
    await services.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
