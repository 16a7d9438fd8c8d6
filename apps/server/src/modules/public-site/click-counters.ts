import type { LiveCounters } from "@mekuri/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { clickCounters, popupClickSessions } from "../../platform/database/schema/index.ts";

type Target = { id: string; siteId: string; kind: "popup" | "campaign" };

/**
 * Counts a click; with a limit, the count stops there (an applicant-limited popup's clicks then do
 * nothing, admin.md §4 Popup CTA). Returns the count after the click.
 */
export async function countClick(db: Db, target: Target, limit: number | null): Promise<number> {
  return (await addClick(db, target, limit)).count;
}

/** Adds one click unless the limit is reached; `counted` says whether it did. */
async function addClick(
  db: Db,
  target: Target,
  limit: number | null,
): Promise<{ count: number; counted: boolean }> {
  const rows = await db
    .insert(clickCounters)
    .values({ targetId: target.id, siteId: target.siteId, kind: target.kind, count: 1 })
    .onConflictDoUpdate({
      target: clickCounters.targetId,
      set: { count: sql`${clickCounters.count} + 1`, updatedAt: new Date() },
      setWhere: limit === null ? undefined : sql`${clickCounters.count} < ${limit}`,
    })
    .returning({ count: clickCounters.count });
  if (rows[0]) return { count: rows[0].count, counted: true };
  const [current] = await db
    .select({ count: clickCounters.count })
    .from(clickCounters)
    .where(eq(clickCounters.targetId, target.id));
  return { count: current?.count ?? 0, counted: false };
}

/**
 * A popup CTA click: one per visitor session and popup. A session's first click takes a place while
 * places are left (`accepted`); once the limit is reached a new session is refused, and a session
 * that took a place keeps it (its clicks again are accepted and not counted).
 */
export async function countPopupClick(
  db: Db,
  target: Omit<Target, "kind">,
  limit: number | null,
  sessionId: string,
): Promise<{ count: number; accepted: boolean }> {
  const first = await db
    .insert(popupClickSessions)
    .values({ popupId: target.id, sessionId, siteId: target.siteId })
    .onConflictDoNothing()
    .returning({ popupId: popupClickSessions.popupId });
  if (first.length === 0) {
    const [current] = await db
      .select({ count: clickCounters.count })
      .from(clickCounters)
      .where(eq(clickCounters.targetId, target.id));
    return { count: current?.count ?? 0, accepted: true };
  }
  const result = await addClick(db, { ...target, kind: "popup" }, limit);
  if (!result.counted) {
    // Refused: the session holds no place, so it must not pass as one that took it.
    await db
      .delete(popupClickSessions)
      .where(and(eq(popupClickSessions.popupId, target.id), eq(popupClickSessions.sessionId, sessionId)));
  }
  return { count: result.count, accepted: result.counted };
}

export async function liveCountersOf(db: Db, siteId: string): Promise<LiveCounters> {
  const rows = await db.select().from(clickCounters).where(eq(clickCounters.siteId, siteId));
  const counters: LiveCounters = { popupClicks: {}, campaignClicks: {} };
  for (const row of rows)
    (row.kind === "popup" ? counters.popupClicks : counters.campaignClicks)[row.targetId] = row.count;
  return counters;
}
