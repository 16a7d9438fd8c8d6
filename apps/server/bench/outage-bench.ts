import autocannon from "autocannon";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/platform/database/database.ts";
import { startTcpProxy } from "../src/testing/tcp-proxy.ts";
import { createTestDatabase } from "../src/testing/test-database.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The database goes away under load and comes back: counts answers by status and measures how long
 * after its return the server serves again. Needs a PostgreSQL server (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL); the outage is made by cutting a loopback proxy in front of it.
 */
export async function run() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log("skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server");
    return;
  }
  process.env.TEST_DATABASE_URL = serverUrl;
  const owner = await createTestDatabase({});
  const direct = new URL(owner.url!);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(owner.url!);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  const database = await openDatabase({ url: viaProxy.toString(), poolSize: 10 });
  const { app } = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent" }), database, logger: false });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });

  const statuses = new Map<number, number>();
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${address}/readyz`, connections: 10, duration: 16 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (_client, statusCode) => {
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
  });
  await sleep(3000);
  await proxy.cut();
  const cutAt = Date.now();
  await sleep(5000);
  await proxy.restore();
  const restoredAt = Date.now();
  let recoveredAfter = Number.NaN;
  while (Date.now() - restoredAt < 12_000) {
    const response = await fetch(`${address}/readyz`);
    if (response.status === 200) {
      recoveredAfter = Date.now() - restoredAt;
      break;
    }
    await sleep(100);
  }
  const result = await finished;
  console.log(`database away for ${restoredAt - cutAt} ms under ${result.connections} connections of load`);
  console.log(
    `answers by status: ${[...statuses].map(([status, count]) => `${status}: ${count}`).join(", ")}`,
  );
  console.log(`serving again ${recoveredAfter} ms after the database returned; process alive: yes`);
  await app.close();
  await database.close();
  await proxy.close();
  await owner.close();
}
