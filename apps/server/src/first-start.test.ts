import { afterEach, describe, expect, it } from "vitest";
import { PendingMigrationsError, prepareSchema } from "./first-start.ts";
import { type Database, migrationsFolder, openDatabase } from "./platform/database/database.ts";
import { knownMigrations, pendingMigrations } from "./platform/database/migration-status.ts";

// Each test runs initdb of an embedded database of its own: no migrated template can stand for an empty one.
describe("preparing the schema at start", { timeout: 120_000 }, () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("refuses to serve an empty database when MIGRATE_ON_START is off, naming the migrate command", async () => {
    database = await openDatabase({});
    const known = knownMigrations(migrationsFolder).map((entry) => entry.tag);
    expect(await pendingMigrations(database.db, migrationsFolder)).toEqual(known);
    const refusal = prepareSchema(database, { migrateOnStart: false });
    await expect(refusal).rejects.toBeInstanceOf(PendingMigrationsError);
    await expect(refusal).rejects.toThrow(/run the migrate command first.*MIGRATE_ON_START=true/);
  });

  it("migrates when MIGRATE_ON_START is on, after which a start with it off goes on", async () => {
    database = await openDatabase({});
    await prepareSchema(database, { migrateOnStart: true });
    expect(await pendingMigrations(database.db, migrationsFolder)).toEqual([]);
    await expect(prepareSchema(database, { migrateOnStart: false })).resolves.toBeUndefined();
  });
});
