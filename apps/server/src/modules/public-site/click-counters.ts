import type { LiveCounters } from "@mekuri/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { clickCounters } from "../../platform/database/schema/index.ts";

/**
 * Counts a click; with a limit, the count stops there (an applicant-limited popup's clicks then do
 * nothing, admin.md §4 Popup CTA). Returns the count after the click.
 */
export async function countClick(
  db: Db,
  target: { id: string; siteId: string; kind: "popup" | "campaign" },
  limit: number | null,
): Promise<number> {
  const rows = await db
    .insert(clickCounters)
    .values({ targetId: target.id, siteId: target.siteId, kind: target.kind, count: 1 })
    .onConflictDoUpdate({
      target: clickCounters.targetId,
      set: { count: sql`${clickCounters.count} + 1`, updatedAt: new Date() },
      setWhere: limit === null ? undefined : sql`${clickCounters.count} < ${limit}`,
    })
    .returning({ count: clickCounters.count });
  if (rows[0]) return rows[0].count;
  const [current] = await db
    .select({ count: clickCounters.count })
    .from(clickCounters)
    .where(eq(clickCounters.targetId, target.id));
  return current?.count ?? 0;
}

export async function liveCountersOf(db: Db, siteId: string): Promise<LiveCounters> {
  const rows = await db.select().from(clickCounters).where(eq(clickCounters.siteId, siteId));
  const counters: LiveCounters = { popupClicks: {}, campaignClicks: {} };
  for (const row of rows)
    (row.kind === "popup" ? counters.popupClicks : counters.campaignClicks)[row.targetId] = row.count;
  return counters;
}
