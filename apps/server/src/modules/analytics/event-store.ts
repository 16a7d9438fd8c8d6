import type { AnalyticsEvent } from "@mekuri/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";

/**
 * Analytics events are the hot write path: a time-partitioned table (one partition a month by the
 * server's receipt time, plus a default partition so nothing is ever refused), written with one
 * multi-row INSERT per flush.
 */
export function monthPartition(at: Date) {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const from = new Date(Date.UTC(year, month, 1)).toISOString();
  const to = new Date(Date.UTC(year, month + 1, 1)).toISOString();
  return { name: `analytics_events_y${year}m${String(month + 1).padStart(2, "0")}`, from, to };
}

export async function ensureMonthPartitions(db: Db, now = new Date()) {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  for (const part of [monthPartition(now), monthPartition(next)]) {
    await db.execute(
      sql.raw(
        `create table if not exists "${part.name}" partition of analytics_events for values from ('${part.from}') to ('${part.to}')`,
      ),
    );
  }
}

export interface StoredEvent extends AnalyticsEvent {
  receivedAt: Date;
}

/** One statement for the whole batch: the rows travel as one JSON parameter, the same on every driver. */
export async function insertEvents(db: Db, events: StoredEvent[]) {
  if (events.length === 0) return;
  const rows = events.map((e) => ({
    received_at: e.receivedAt.toISOString(),
    occurred_at: new Date(e.occurredAt).toISOString(),
    site_id: e.siteId,
    type: e.type,
    page_id: e.pageId ?? null,
    target_id: e.targetId ?? null,
    popup_id: e.popupId ?? null,
    lang: e.lang ?? null,
    session_id: e.sessionId,
    variation_id: e.variationId ?? null,
    experiment_id: e.experimentId ?? null,
  }));
  await db.execute(sql`
    insert into analytics_events
      (received_at, occurred_at, site_id, type, page_id, target_id, popup_id, lang, session_id, variation_id, experiment_id)
    select received_at, occurred_at, site_id, type, page_id, target_id, popup_id, lang, session_id, variation_id, experiment_id
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(
      received_at timestamptz, occurred_at timestamptz, site_id uuid, type text, page_id text, target_id text,
      popup_id text, lang text, session_id text, variation_id text, experiment_id text
    )`);
}
