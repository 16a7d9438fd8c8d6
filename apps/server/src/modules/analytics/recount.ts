import { jstDayStart } from "@mekuri/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { queryRows } from "../../platform/database/query-rows.ts";
import type { RecountResult } from "./analytics-store.ts";
import { readRetentionMonths, retentionCutoff } from "./retention.ts";
import { type SiteDayRollup, startRun } from "./rollup-job.ts";
import { bumpRollupVersions } from "./rollup-version.ts";
import { type SiteDay, textArray } from "./site-day-rollup.ts";

export interface RecountOptions {
  /** Site-days per transaction: each batch is short, and a crash loses at most one. */
  batch?: number;
  /** No new batch starts after this long, so one run does not hold the background connections. */
  budgetMs?: number;
}

/**
 * Rolls up again, once, the site-days rolled up before views, clicks and conversions were counted
 * once per session (docs/decisions/151, 166): they are marked `counting = 'event'` by the migration
 * that added the mark. Most recent days first, in batches of their own transaction under the
 * rollup's lock; a rewritten day is marked 'session' with its new rows, so a crash mid-way or a
 * second process leaves only days not yet done. A day whose raw events are gone (older than the
 * retention, or held by another store) cannot be counted again: it is marked 'event-kept'.
 */
export async function recountPastDays(
  db: Db,
  store: SiteDayRollup,
  now = new Date(),
  { batch = 20, budgetMs = 20_000 }: RecountOptions = {},
): Promise<RecountResult> {
  const started = Date.now();
  const total: RecountResult = { recounted: 0, kept: 0, events: 0 };
  const cutoff = retentionCutoff(now, await readRetentionMonths(db));
  for (;;) {
    const waiting = await db.transaction(async (tx) => {
      await startRun(tx);
      const days = await queryRows<SiteDay>(
        tx,
        sql`
        select site_id::text as site_id, to_char(day, 'YYYY-MM-DD') as day from analytics_site_daily
        where counting = 'event' group by site_id, day order by day desc, site_id limit ${batch}`,
      );
      // A day is recounted only with all of its raw events: its first hours may lie in an older month.
      const recountable = await store.withEvents(
        tx,
        days.filter((row) => jstDayStart(row.day) >= cutoff),
      );
      const kept = days.filter((row) => !recountable.includes(row));
      total.events += await store.rollUpSiteDays(tx, recountable);
      if (kept.length > 0) {
        await tx.execute(sql`
          update analytics_site_daily d set counting = 'event-kept', updated_at = now()
          from unnest(${textArray(kept.map((row) => row.site_id))}::uuid[], ${textArray(kept.map((row) => row.day))}::date[])
            as k(site_id, day)
          where d.site_id = k.site_id and d.day = k.day and d.counting = 'event'`);
      }
      await bumpRollupVersions(
        tx,
        recountable.map((row) => row.site_id),
      );
      total.recounted += recountable.length;
      total.kept += kept.length;
      return days.length;
    });
    if (waiting < batch || Date.now() - started >= budgetMs) return total;
  }
}
