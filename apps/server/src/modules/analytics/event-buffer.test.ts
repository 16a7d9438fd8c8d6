import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../platform/database/database.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { EventBuffer } from "./event-buffer.ts";
import { encodeEventRow, ensureMonthPartitions } from "./event-store.ts";
import { createPostgresAnalyticsStore } from "./postgres-analytics-store.ts";

let database: Database;
const log = pino({ level: "silent" });

beforeAll(async () => {
  database = await createTestDatabase();
  await ensureMonthPartitions(database.db);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.execute(sql`truncate analytics_events`);
});

const row = (sessionId: string, pageId: string | null = "p1") =>
  encodeEventRow(
    {
      type: "slide_page",
      site_id: "6f1c2d3e-0000-4000-8000-000000000000",
      page_id: pageId,
      occurred_at: Date.now(),
      session_id: sessionId,
    },
    new Date().toISOString(),
  );

async function stored() {
  const result = await database.db.execute(
    sql`select session_id, page_id from analytics_events order by session_id`,
  );
  return (result as unknown as { rows: { session_id: string; page_id: string | null }[] }).rows;
}

describe("analytics event buffer", () => {
  it("answers an add only once its rows are stored, gathering the adds of a short delay", async () => {
    const buffer = new EventBuffer({
      store: createPostgresAnalyticsStore(database.db),
      log,
      maxEvents: 1000,
      maxDelayMs: 50,
    });
    const first = buffer.add(row("a") + row("b"), 2);
    const second = buffer.add(row("c"), 1);
    expect(buffer.size).toBe(3);
    expect(await stored()).toHaveLength(0);
    expect(await first).toBe(2);
    expect((await stored()).map((r) => r.session_id)).toEqual(["a", "b", "c"]);
    expect(await second).toBe(1);
    expect(buffer.size).toBe(0);
  });

  it("writes at once when enough events wait", async () => {
    const buffer = new EventBuffer({
      store: createPostgresAnalyticsStore(database.db),
      log,
      maxEvents: 3,
      maxDelayMs: 60_000,
    });
    const small = buffer.add(row("a"), 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await stored()).toHaveLength(0);
    const large = buffer.add(row("b") + row("c"), 2);
    expect(await Promise.all([small, large])).toEqual([1, 2]);
    expect(await stored()).toHaveLength(3);
  });

  it("retries a failed write while the request may wait and stores it when the table is back", async () => {
    const buffer = new EventBuffer({
      store: createPostgresAnalyticsStore(database.db),
      log,
      maxDelayMs: 1,
      maxWaitMs: 10_000,
    });
    await database.db.execute(sql`alter table analytics_events rename to analytics_events_away`);
    let answered = false;
    const added = buffer.add(row("kept-1") + row("kept-2"), 2).finally(() => {
      answered = true;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
      expect(buffer.size).toBe(2);
    } finally {
      await database.db.execute(sql`alter table analytics_events_away rename to analytics_events`);
    }
    expect(await added).toBe(2);
    expect((await stored()).map((r) => r.session_id)).toEqual(["kept-1", "kept-2"]);
  });

  it("fails a request whose events could not be written within its wait, and forgets them", async () => {
    const buffer = new EventBuffer({
      store: createPostgresAnalyticsStore(database.db),
      log,
      maxDelayMs: 1,
      maxWaitMs: 300,
    });
    await database.db.execute(sql`alter table analytics_events rename to analytics_events_away`);
    try {
      await expect(buffer.add(row("lost"), 1)).rejects.toThrow();
      expect(buffer.size).toBe(0);
    } finally {
      await database.db.execute(sql`alter table analytics_events_away rename to analytics_events`);
    }
    await buffer.close();
    expect(await stored()).toHaveLength(0);
  });

  it("drops only a row the database refuses, never the others of its write", async () => {
    const buffer = new EventBuffer({
      store: createPostgresAnalyticsStore(database.db),
      log,
      maxEvents: 1000,
      maxDelayMs: 20,
    });
    const refused = row("refused").replace("6f1c2d3e-0000-4000-8000-000000000000", "not-a-uuid");
    const others = buffer.add(row("good-1") + row("good-2"), 2);
    const withRefused = buffer.add(row("good-3") + refused + row("good-4"), 3);
    expect(await Promise.all([others, withRefused])).toEqual([2, 2]);
    expect((await stored()).map((r) => r.session_id)).toEqual(["good-1", "good-2", "good-3", "good-4"]);
  });

  it("has no room for new events beyond its capacity while they wait", async () => {
    const buffer = new EventBuffer({
      store: createPostgresAnalyticsStore(database.db),
      log,
      capacity: 3,
      maxDelayMs: 60_000,
    });
    const waiting = buffer.add(row("x") + row("y"), 2);
    expect(buffer.hasRoomFor(1)).toBe(true);
    expect(buffer.hasRoomFor(2)).toBe(false);
    await buffer.close();
    expect(await waiting).toBe(2);
  });
});

describe("monthly partitions", () => {
  it("are made once when several processes start at the same moment", async () => {
    const later = new Date(Date.UTC(2031, 4, 15));
    await Promise.all([1, 2, 3].map(() => ensureMonthPartitions(database.db, later)));
    const result = await database.db.execute(
      sql`select count(*)::int as n from pg_class where relname in ('analytics_events_y2031m05', 'analytics_events_y2031m06')`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
  });
});
