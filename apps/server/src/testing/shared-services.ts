import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { startPrivatePostgres } from "../../faults/private-postgres.ts";
import { type Database, openDatabase } from "../platform/database/database.ts";
import { startRedisServer } from "./redis-server.ts";
import { createTestDatabase } from "./test-database.ts";

function onPath(program: string, extraFolders: string[] = []): boolean {
  const folders = [...(process.env.PATH ?? "").split(":"), ...extraFolders];
  return folders.some((folder) => folder && existsSync(path.join(folder, program)));
}

/** Debian keeps PostgreSQL's server programs off PATH, in one folder per major version. */
function postgresFolders(): string[] {
  const debian = "/usr/lib/postgresql";
  return existsSync(debian) ? readdirSync(debian).map((version) => path.join(debian, version, "bin")) : [];
}

async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Why processes sharing one PostgreSQL and one Redis cannot run here, or undefined when they can:
 * a server of TEST_DATABASE_URL / TEST_REDIS_URL, else private ones started from the local programs.
 */
export function sharedServicesMissing(): string | undefined {
  if (!process.env.TEST_DATABASE_URL && !onPath("initdb", postgresFolders())) {
    return "no PostgreSQL: set TEST_DATABASE_URL or install PostgreSQL's server programs (initdb)";
  }
  if (!process.env.TEST_REDIS_URL && !onPath("redis-server")) {
    return "no Redis: set TEST_REDIS_URL or install redis-server";
  }
  return undefined;
}

/**
 * A fresh migrated PostgreSQL database: a new one on the server of TEST_DATABASE_URL (copied from
 * the run's template inside the test runner), else on a private cluster; `close` drops it.
 */
export async function openFreshPostgres(): Promise<{
  database: Database;
  url: string;
  close(): Promise<void>;
}> {
  const closers: (() => unknown)[] = [];
  const close = async () => {
    for (const step of closers.reverse()) await step();
  };
  try {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl && process.env.VITEST) {
      const database = await createTestDatabase();
      return { database, url: database.url!, close: () => database.close() };
    }
    let url: string;
    if (serverUrl) {
      // Outside the test runner (the benches) there is no migrated template to copy.
      const name = `mekuri_bench_${randomBytes(6).toString("hex")}`;
      await onServer(serverUrl, (client) => client.query(`create database "${name}"`));
      closers.push(() =>
        onServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)),
      );
      const named = new URL(serverUrl);
      named.pathname = `/${name}`;
      url = named.toString();
    } else {
      const postgres = await startPrivatePostgres();
      closers.push(() => postgres.destroy());
      url = postgres.url;
    }
    const database = await openDatabase({ url, poolSize: 2 });
    closers.push(() => database.close());
    await database.migrate();
    return { database, url, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * A fresh migrated PostgreSQL database (openFreshPostgres) and a Redis for several server
 * processes: the Redis of TEST_REDIS_URL, or a private one.
 */
export async function startSharedServices() {
  const postgres = await openFreshPostgres();
  let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
  try {
    if (!process.env.TEST_REDIS_URL) redis = await startRedisServer();
  } catch (error) {
    await postgres.close();
    throw error;
  }
  return {
    /** Open on the shared database, for seeding and for looking at what the processes stored. */
    database: postgres.database,
    databaseUrl: postgres.url,
    redisUrl: process.env.TEST_REDIS_URL ?? redis!.url,
    async close() {
      await redis?.stop();
      await postgres.close();
    },
  };
}
