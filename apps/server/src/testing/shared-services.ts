import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
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
 * A fresh migrated PostgreSQL database and a Redis for several server processes: a new database on
 * the server of TEST_DATABASE_URL (dropped by `close`) or a private cluster, and the Redis of
 * TEST_REDIS_URL or a private one.
 */
export async function startSharedServices() {
  const closers: (() => Promise<void> | void)[] = [];
  try {
    let database: Database & { url?: string };
    if (process.env.TEST_DATABASE_URL) {
      database = await createTestDatabase();
    } else {
      const postgres = await startPrivatePostgres();
      closers.push(() => postgres.destroy());
      database = { ...(await openDatabase({ url: postgres.url, poolSize: 2 })), url: postgres.url };
      await database.migrate();
    }
    const opened = database;
    closers.push(() => opened.close());
    let redisUrl = process.env.TEST_REDIS_URL;
    if (!redisUrl) {
      const redis = await startRedisServer();
      closers.push(() => redis.stop());
      redisUrl = redis.url;
    }
    return {
      /** Open on the shared database, for seeding and for looking at what the processes stored. */
      database,
      databaseUrl: database.url!,
      redisUrl,
      async close() {
        for (const close of closers.reverse()) await close();
      },
    };
  } catch (error) {
    for (const close of closers.reverse()) await close();
    throw error;
  }
}
