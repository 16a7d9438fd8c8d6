import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../platform/database/database.ts";
import type { DatabaseTemplates } from "./database-template.ts";

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (dropped again by `close`). Copied from the run's
 * migrated template when the suite's global setup made one (database-template.ts).
 */
export async function createTestDatabase(
  // Benches run outside Vitest, where there is nothing to inject: they pass no templates.
  templates: DatabaseTemplates = inject("databaseTemplates") ?? {},
): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (templates.embeddedFile) {
      const embeddedStart = new Blob([await readFile(templates.embeddedFile)]);
      return openDatabase({ embeddedStart });
    }
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const name = `mekuri_test_${randomBytes(6).toString("hex")}`;
  const template = templates.postgresTemplate;
  await withAdminClient(serverUrl, (client) =>
    client.query(`create database "${name}"${template ? ` template "${template}"` : ""}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  if (!template) await database.migrate();
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
