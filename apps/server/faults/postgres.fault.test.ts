import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/platform/database/database.ts";
import { seedFaultSite, waitUntilReady } from "./fault-site.ts";
import { type PrivatePostgres, startPrivatePostgres } from "./private-postgres.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";
import { countStoredWrites, describeReport, type StoredReport } from "./stored-writes.ts";
import { startWriteLoad, type WriteTally } from "./write-load.ts";

/** The server on PostgreSQL, under writes, while the database crashes or the server is stopped. */
describe("faults on PostgreSQL", () => {
  let postgres: PrivatePostgres;
  let siteId: string;
  let server: ServerProcess;
  const start = () => startServerProcess({ DATABASE_URL: postgres.url, DATABASE_POOL_SIZE: "6" });

  async function withAdmin<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end();
    }
  }

  async function expectNothingLost(scenario: string, tally: WriteTally): Promise<StoredReport> {
    const report = await withAdmin((client) =>
      countStoredWrites((text, params) => client.query(text, params), scenario, tally),
    );
    console.log(describeReport(scenario, report, tally));
    expect(report.events.acknowledged).toBeGreaterThan(0);
    expect(report.forms.acknowledged).toBeGreaterThan(0);
    expect(report.events.lost).toBe(0);
    expect(report.forms.lost).toBe(0);
    expect(tally.unexplained).toEqual([]);
    return report;
  }

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    const database = await openDatabase({ url: postgres.url });
    try {
      ({ siteId } = await seedFaultSite(database));
    } finally {
      await database.close();
    }
    server = await start();
  });

  afterAll(() => {
    server?.signal("SIGKILL");
    postgres?.destroy();
  });

  it("stays up through hard stops of PostgreSQL under writes and loses nothing acknowledged", async () => {
    const load = startWriteLoad(server.url, { siteId, tag: "outage", eventSenders: 6, formSenders: 3 });
    await load.acknowledged({ events: 50, forms: 10 });
    for (let outage = 0; outage < 3; outage++) {
      await delay(1500);
      postgres.crash();
      await delay(1500);
      postgres.start();
      await waitUntilReady(server.url, 15_000);
    }
    await delay(1000);
    const tally = await load.stop();

    expect(server.exit, server.output).toBeUndefined();
    expect(server.output).not.toContain("Unhandled 'error' event");
    // The outages were felt, and answered as the outage path answers.
    expect(tally.refused["503"] ?? 0).toBeGreaterThan(0);
    await expectNothingLost("outage", tally);
  });

  it("answers 503 with Retry-After when a backend is killed inside a transaction, and stays up", async () => {
    const contact = (key: string) =>
      fetch(`${server.url}/api/v1/end-user/site/${siteId}/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key },
        body: JSON.stringify({
          data: { email: "visitor@example.com", company: key, topic: "見積もり", channels: ["mail"] },
        }),
      });
    await withAdmin(async (admin) => {
      await admin.query("begin");
      await admin.query("lock table mail_outbox in access exclusive mode");
      const pending = contact("terminated-1");
      let pid: number | undefined;
      for (let tries = 0; tries < 100 && !pid; tries++) {
        await delay(20);
        await admin.query("select pg_stat_clear_snapshot()");
        const { rows } = await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity where pid <> pg_backend_pid() and wait_event_type = 'Lock'
             and backend_type = 'client backend' and query like 'insert into "mail_outbox"%'`,
        );
        pid = rows[0]?.pid;
      }
      expect(pid, "a transaction waiting for the mail outbox").toBeDefined();
      await admin.query("select pg_terminate_backend($1)", [pid]);
      const answer = await pending;
      await admin.query("rollback");
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("5");
    });
    expect((await contact("terminated-2")).status).toBe(201);
    expect(server.exit, server.output).toBeUndefined();
  });

  it("stores every write it acknowledged when stopped with SIGTERM under load", async () => {
    const load = startWriteLoad(server.url, { siteId, tag: "sigterm", eventSenders: 6, formSenders: 3 });
    await load.acknowledged({ events: 50, forms: 10 });
    await delay(500);
    server.signal("SIGTERM");
    const exit = await server.exited;
    const tally = await load.stop();
    expect(exit.code, server.output).toBe(0);
    await expectNothingLost("sigterm", tally);
  });

  it("stores every write it acknowledged when killed with kill -9 under load", async () => {
    server = await start();
    const load = startWriteLoad(server.url, { siteId, tag: "kill9", eventSenders: 6, formSenders: 3 });
    await load.acknowledged({ events: 50, forms: 10 });
    await delay(500);
    server.signal("SIGKILL");
    await server.exited;
    const tally = await load.stop();
    await expectNothingLost("kill9", tally);
  });
});
