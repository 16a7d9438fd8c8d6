import { setTimeout as delay } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../testing/test-database.ts";
import type { Database } from "./database.ts";
import { scheduleEmbeddedVacuum, type TableActivity, upkeepDue, vacuumWhereDue } from "./embedded-vacuum.ts";
import { queryRows } from "./query-rows.ts";
import { accounts, sites } from "./schema/index.ts";

const activity = (change: Partial<TableActivity>): TableActivity => ({
  table: "sites",
  rows: 0,
  deadRows: 0,
  insertedSinceVacuum: 0,
  changedSinceAnalyze: 0,
  ...change,
});

describe("when a table is due for upkeep, as PostgreSQL's autovacuum decides with its defaults", () => {
  it("vacuums a table never vacuumed after more than 1,000 inserts", () => {
    expect(upkeepDue(activity({ insertedSinceVacuum: 1000, changedSinceAnalyze: 1000 }))).toBe("analyze");
    expect(upkeepDue(activity({ insertedSinceVacuum: 1001, changedSinceAnalyze: 1001 }))).toBe("vacuum");
  });

  it("vacuums after inserts of more than 1,000 and a fifth of its rows", () => {
    expect(upkeepDue(activity({ rows: 10_000, insertedSinceVacuum: 3000 }))).toBeUndefined();
    expect(upkeepDue(activity({ rows: 10_000, insertedSinceVacuum: 3001 }))).toBe("vacuum");
  });

  it("vacuums once more than 50 and a fifth of its rows are dead", () => {
    expect(upkeepDue(activity({ rows: 10_000, deadRows: 2050 }))).toBeUndefined();
    expect(upkeepDue(activity({ rows: 10_000, deadRows: 2051 }))).toBe("vacuum");
  });

  it("only analyses after changes of more than 50 and a tenth of its rows that leave few dead", () => {
    expect(upkeepDue(activity({ rows: 10_000, changedSinceAnalyze: 1050 }))).toBeUndefined();
    expect(upkeepDue(activity({ rows: 10_000, changedSinceAnalyze: 1051, deadRows: 1051 }))).toBe("analyze");
  });

  it("reads a never analysed table's row estimate (-1) as empty", () => {
    expect(upkeepDue(activity({ rows: -1, changedSinceAnalyze: 51 }))).toBe("analyze");
  });
});

describe("the embedded database's own vacuum of the site list's table", () => {
  let database: Database;
  let accountId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    // As on the embedded database: no autovacuum of the server's own gets there first.
    await database.db.execute(sql`alter table sites set (autovacuum_enabled = false)`);
    const [account] = await database.db
      .insert(accounts)
      .values({ kind: "user", path: "pending", companyName: "Vacuumed" })
      .returning();
    accountId = account!.id;
  });
  afterAll(() => database?.close());

  const insertSites = (count: number) =>
    database.db.execute(sql`
      insert into ${sites} (account_id, name, status, number_horizontal, number_vertical, settings)
      select ${accountId}::uuid, 'Site ' || n, 'DRAFT', 1, 1, '{}'::jsonb from generate_series(1, ${count}) as n`);
  const visibility = async () =>
    (
      await queryRows<{ pages: number; allVisible: number }>(
        database.db,
        sql`select relpages as "pages", relallvisible as "allVisible" from pg_class where relname = 'sites'`,
      )
    )[0]!;

  it("vacuums the sites after a bulk insert, marking every page all-visible for index-only reads", async () => {
    await insertSites(1500);
    const upkept = await vacuumWhereDue(database.db, ["sites"]);
    expect(upkept.map(({ table, upkeep }) => ({ table, upkeep }))).toEqual([
      { table: "sites", upkeep: "vacuum" },
    ]);
    const { pages, allVisible } = await visibility();
    expect(pages).toBeGreaterThan(0);
    expect(allVisible).toBe(pages);
  });

  it("does nothing while too little changed since, and analyses after many changes", async () => {
    expect(await vacuumWhereDue(database.db, ["sites"])).toEqual([]);
    // 300 changed rows of 1,500: past the analyze line (50 + 150), short of the vacuum line (50 + 300).
    await database.db.execute(sql`update ${sites} set name = name || '!' where name in (
      select 'Site ' || n from generate_series(1, 300) as n)`);
    const upkept = await vacuumWhereDue(database.db, ["sites"]);
    expect(upkept.map(({ upkeep }) => upkeep)).toEqual(["analyze"]);
    expect(await vacuumWhereDue(database.db, ["sites"])).toEqual([]);
  });

  it("runs on its own schedule on the embedded database and logs what it vacuumed", async () => {
    await insertSites(2000);
    const logged: unknown[] = [];
    const log = { info: (entry: unknown) => logged.push(entry), warn: () => {} };
    const stop = scheduleEmbeddedVacuum({ kind: "pglite", db: database.db }, log, {
      firstCheckDelayMs: 10,
      checkEveryMs: 10,
    });
    for (let waited = 0; logged.length === 0 && waited < 5000; waited += 20) await delay(20);
    await stop();
    expect(logged).toEqual([{ upkept: [expect.objectContaining({ table: "sites", upkeep: "vacuum" })] }]);
    const { pages, allVisible } = await visibility();
    expect(allVisible).toBe(pages);
  });

  it("leaves a PostgreSQL server's tables to its autovacuum", async () => {
    await insertSites(2000);
    const logged: unknown[] = [];
    const log = {
      info: (entry: unknown) => logged.push(entry),
      warn: (entry: unknown) => logged.push(entry),
    };
    const stop = scheduleEmbeddedVacuum({ kind: "postgres", db: database.db }, log, {
      firstCheckDelayMs: 10,
      checkEveryMs: 10,
    });
    await delay(200);
    await stop();
    expect(logged).toEqual([]);
    const [due] = await vacuumWhereDue(database.db, ["sites"]);
    expect(due?.upkeep).toBe("vacuum");
  });
});
