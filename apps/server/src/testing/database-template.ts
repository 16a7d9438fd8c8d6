import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder, openDatabase } from "../platform/database/database.ts";

/**
 * Test files start from a database migrated once per run instead of migrating their own: a dumped
 * PGlite data directory (loading it skips PGlite's initdb, the slow part of starting one) or a
 * PostgreSQL template database. Both are named by a hash of the migrations, so a changed migration
 * builds a new one and an unchanged one is reused across runs.
 */
export interface DatabaseTemplates {
  /** File holding a migrated PGlite data directory. */
  embeddedFile?: string;
  /** Name of a migrated template database on the server of TEST_DATABASE_URL. */
  postgresTemplate?: string;
}

export function migrationsHash(): string {
  const hash = createHash("sha256");
  // A dump is only good for the PGlite build that made it.
  hash.update(pgliteVersion());
  for (const file of listFiles(migrationsFolder)) {
    hash.update(path.relative(migrationsFolder, file));
    hash.update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 12);
}

function pgliteVersion(): string {
  let folder = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!existsSync(path.join(folder, "package.json"))) folder = path.dirname(folder);
  return JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8")).version;
}

function listFiles(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const file = path.join(folder, name);
      return statSync(file).isDirectory() ? listFiles(file) : [file];
    });
}

export async function prepareDatabaseTemplates(serverUrl: string | undefined): Promise<DatabaseTemplates> {
  const hash = migrationsHash();
  if (serverUrl) return { postgresTemplate: await preparePostgresTemplate(serverUrl, hash) };
  return { embeddedFile: await prepareEmbeddedTemplate(hash) };
}

async function prepareEmbeddedTemplate(hash: string): Promise<string> {
  const folder = path.join(os.tmpdir(), "mekuri-test-templates");
  const file = path.join(folder, `pglite-${hash}.tar`);
  try {
    statSync(file);
    return file;
  } catch {
    // Not built yet for these migrations.
  }
  mkdirSync(folder, { recursive: true });
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  // Written aside and renamed, so a run starting meanwhile never loads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

async function preparePostgresTemplate(serverUrl: string, hash: string): Promise<string> {
  const name = `mekuri_template_${hash}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    // Runs started together (several checkouts on one server) build it once.
    await client.query("select pg_advisory_lock(hashtext($1))", [name]);
    const found = await client.query<{ datistemplate: boolean }>(
      "select datistemplate from pg_database where datname = $1",
      [name],
    );
    if (found.rows[0]?.datistemplate) return name;
    // A build that died half way left a database that is not marked as a template yet.
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await client.query(`alter database "${name}" is_template true`);
    return name;
  } finally {
    await client.end();
  }
}
