import { addMonths, defaultRetentionMonths, jstDay } from "@mekuri/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { queryRows } from "../../platform/database/query-rows.ts";
import { systemSettings } from "../../platform/database/schema/index.ts";

const settingKey = "analytics.retention_months";

export async function readRetentionMonths(db: Db): Promise<number> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, settingKey));
  const months = row ? Number(row.value) : Number.NaN;
  return Number.isInteger(months) && months > 0 ? months : defaultRetentionMonths;
}

export async function saveRetentionMonths(db: Db, months: number): Promise<void> {
  await db
    .insert(systemSettings)
    .values({ key: settingKey, value: String(months) })
    .onConflictDoUpdate({
      target: systemSettings.key,
      set: { value: String(months), updatedAt: new Date() },
    });
}

/**
 * The first instant still kept: the start (UTC, as partitions are cut) of the month `months`
 * before the current one. With 13 months in November 2026, October 2025 is the oldest month kept.
 */
export function retentionCutoff(now: Date, months: number): Date {
  const firstOfMonth = `${now.toISOString().slice(0, 7)}-01`;
  return new Date(`${addMonths(firstOfMonth, -months)}T00:00:00Z`);
}

/**
 * Drops the monthly partitions of raw events wholly older than the retention period, and the
 * rows that old in the default partition. Rollups are kept: the screens read only them.
 */
export async function dropExpiredEvents(
  db: Db,
  now = new Date(),
): Promise<{ dropped: string[]; cutoff: string }> {
  const cutoff = retentionCutoff(now, await readRetentionMonths(db));
  const partitions = await queryRows<{ name: string }>(
    db,
    sql`select child.relname as name from pg_inherits
      join pg_class parent on parent.oid = pg_inherits.inhparent
      join pg_class child on child.oid = pg_inherits.inhrelid
      where parent.relname = 'analytics_events'`,
  );
  const dropped: string[] = [];
  for (const { name } of partitions) {
    const match = /^analytics_events_y(\d{4})m(\d{2})$/.exec(name);
    if (!match) continue;
    const end = new Date(Date.UTC(Number(match[1]), Number(match[2]), 1));
    if (end > cutoff) continue;
    await db.execute(sql.raw(`drop table if exists "${name}"`));
    dropped.push(name);
  }
  await db.execute(sql`delete from analytics_events_default where received_at < ${cutoff.toISOString()}`);
  return { dropped, cutoff: jstDay(cutoff) };
}
