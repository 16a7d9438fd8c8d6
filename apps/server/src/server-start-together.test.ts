import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { migrationsFolder } from "./platform/database/database.ts";
import { startServer } from "./server.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

async function onServer<T>(run: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const url = new URL(serverUrl!);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// Only a database server is shared between processes; an embedded database belongs to one.
describe.skipIf(!serverUrl)("two servers starting together on one empty database", () => {
  const name = `mekuri_start_${randomBytes(6).toString("hex")}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "mekuri-start-together-"));
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await onServer((client) => client.query(`drop database if exists "${name}" with (force)`));
  });

  it("both come up, with the migrations run once and one demo account and site", {
    timeout: 180_000,
  }, async () => {
    await onServer((client) => client.query(`create database "${name}"`));
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PORT: "0",
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
    });

    const started = await Promise.allSettled([startServer(config, () => {}), startServer(config, () => {})]);
    for (const server of started) if (server.status === "fulfilled") await server.value.stop();

    expect(started.map((server) => server.status)).toEqual(["fulfilled", "fulfilled"]);
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"));
    const counts = await onServer(async (client) => {
      const count = async (query: string) => Number((await client.query(query)).rows[0].count);
      return {
        migrations: await count("select count(*) from drizzle.__drizzle_migrations"),
        demoLogins: await count("select count(*) from operators where email = 'demo@mekuri.local'"),
        masters: await count("select count(*) from accounts where kind = 'master'"),
        demoSites: await count(
          "select count(*) from sites join operators on operators.account_id = sites.account_id where operators.email = 'demo@mekuri.local'",
        ),
      };
    }, name);
    expect(counts).toEqual({ migrations: journal.entries.length, demoLogins: 1, masters: 1, demoSites: 1 });
  });
});
