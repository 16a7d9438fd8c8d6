import { sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { PostgresAnalysisReads } from "./analysis-store.ts";
import type { AnalyticsStore, ConversionRow } from "./analytics-store.ts";
import { createEventWriter, ensureMonthPartitions } from "./event-store.ts";
import { recountPastDays } from "./recount.ts";
import { dropExpiredEvents } from "./retention.ts";
import { postgresSiteDays, rollUp, rollUpDays } from "./rollup-job.ts";

/** SQLSTATE classes 22 (data exception) and 23 (integrity): the same rows would fail again. */
function isRefusedData(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && (code.startsWith("22") || code.startsWith("23"));
}

/**
 * Events and rollups in the application's PostgreSQL: monthly partitions written by COPY, rollup
 * tables rewritten per site-day (docs/decisions/039 and 053). `eventsDb` carries the event writes and
 * `backgroundDb` the rollup and the partitions' removal, each on connections of their own (work-kinds.ts).
 */
export function createPostgresAnalyticsStore(
  db: Db,
  eventsDb: Db = db,
  backgroundDb: Db = db,
): AnalyticsStore {
  const write = createEventWriter(eventsDb);
  return {
    kind: "postgres",
    writeEvents: write,
    isRefusedData,
    async recordConversions(rows: ConversionRow[]) {
      if (rows.length === 0) return;
      const values = rows.map(
        (row) =>
          sql`(${row.receivedAt}, ${row.receivedAt}, ${row.siteId}, 'conversion', ${row.pageId}, ${row.targetId}, ${row.lang}, ${row.sessionId}, ${row.kind})`,
      );
      await db.execute(sql`
        insert into analytics_events (received_at, occurred_at, site_id, type, page_id, target_id, lang, session_id, conversion)
        values ${sql.join(values, sql`, `)}`);
    },
    prepare: (now) => ensureMonthPartitions(db, now),
    rollUp: (now) => rollUp(backgroundDb, now),
    recountPastDays: (now) => recountPastDays(backgroundDb, postgresSiteDays, now),
    rollUpDays: (siteId, days) => rollUpDays(backgroundDb, siteId, days),
    dropExpired: (now) => dropExpiredEvents(backgroundDb, now),
    reads: new PostgresAnalysisReads(db),
    close: async () => undefined,
  };
}
