import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../platform/database/database.ts";
import { queryRows } from "../../platform/database/query-rows.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { createAnalyticsStore } from "./create-analytics-store.ts";

/**
 * The rollup of a busy site's day or of a backlog runs for longer than a request may: on the API's
 * connections the client gave up after 20 s whatever the statement timeout said, so the job failed
 * every minute under load. It runs on the background connections (work-kinds.ts).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("the rollup's connections", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it("gives background work statements of minutes and requests statements of seconds", async () => {
    const timeout = async (db: Database["db"]) =>
      (await queryRows<{ statement_timeout: string }>(db, sql`show statement_timeout`))[0]!.statement_timeout;
    expect(await timeout(database.backgroundDb)).toBe("10min");
    expect(await timeout(database.db)).toBe("15s");
  });

  it("rolls up while every API connection is busy", async () => {
    const store = createAnalyticsStore({ clickhouse: undefined }, database);
    await store.prepare(new Date());
    const busy = Promise.all(
      Array.from({ length: 4 }, () => database.db.execute(sql`select pg_sleep(5)`)),
    ).then(() => "API connections free again");
    const rolledUp = store.rollUp(new Date()).then(() => "rolled up");
    expect(await Promise.race([rolledUp, busy])).toBe("rolled up");
    await busy;
  });
});
