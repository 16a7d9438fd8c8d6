import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "./database.ts";
import { queryRows } from "./query-rows.ts";

interface JournalEntry {
  tag: string;
  /** drizzle's migrator stores this as the applied migration's created_at. */
  when: number;
}

/** The migrations of this version, oldest first (drizzle-kit's journal). */
export function knownMigrations(migrationsFolder: string): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"));
  return journal.entries as JournalEntry[];
}

/**
 * The migrations of this version a database has not had yet. drizzle's migrator applies every
 * migration newer than the last one recorded, so this compares with the same rule.
 */
export async function pendingMigrations(db: Db, migrationsFolder: string): Promise<string[]> {
  const known = knownMigrations(migrationsFolder);
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return known.map((entry) => entry.tag);
  const [last] = await queryRows<{ at: string | null }>(
    db,
    sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
  );
  const appliedUntil = last?.at === null || last?.at === undefined ? -1 : Number(last.at);
  return known.filter((entry) => entry.when > appliedUntil).map((entry) => entry.tag);
}
