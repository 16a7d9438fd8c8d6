import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "./database.ts";
import { queryRows } from "./query-rows.ts";

/**
 * The tables the embedded database vacuums itself: the site list's jump reads `sites` index-only
 * once its pages are marked all-visible (decisions 139, 149). Others are read through their rows
 * anyway, and a vacuum of the large analytics tables would hold the one embedded connection.
 */
export const embeddedVacuumTables = ["sites"] as const;
/** Soon after a start (a first start seeds the demo), without slowing the start itself. */
const firstCheckDelayMs = 30_000;
/** autovacuum_naptime's default. */
const checkEveryMs = 60_000;

/** What a table went through since it was last vacuumed and analysed (pg_stat_user_tables). */
export interface TableActivity {
  table: string;
  /** The planner's row estimate from the last vacuum or analyze; 0 before the first. */
  rows: number;
  deadRows: number;
  insertedSinceVacuum: number;
  changedSinceAnalyze: number;
}

export type Upkeep = "vacuum" | "analyze";

/**
 * PostgreSQL's autovacuum rule with its default settings (autovacuum_vacuum_threshold 50 and
 * scale factor 0.2, the insert threshold 1000 and scale factor 0.2, autovacuum_analyze_threshold 50
 * and scale factor 0.1), so the embedded database keeps a table as a server would (decision 149).
 * A vacuum analyses too.
 */
export function upkeepDue(activity: TableActivity): Upkeep | undefined {
  const rows = Math.max(0, activity.rows);
  if (activity.deadRows > 50 + 0.2 * rows || activity.insertedSinceVacuum > 1000 + 0.2 * rows)
    return "vacuum";
  if (activity.changedSinceAnalyze > 50 + 0.1 * rows) return "analyze";
  return undefined;
}

export interface TableUpkept {
  table: string;
  upkeep: Upkeep;
  ms: number;
}

/** Vacuums (with analyze) or analyses those of `tables` that autovacuum would, one at a time. */
export async function vacuumWhereDue(db: Db, tables: readonly string[]): Promise<TableUpkept[]> {
  // A session reports its changes to the statistics at most once a second: the latest would be missed.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const activity = await queryRows<TableActivity>(
    db,
    sql`select s.relname as "table", greatest(c.reltuples, 0)::float8 as "rows",
      s.n_dead_tup::float8 as "deadRows", s.n_ins_since_vacuum::float8 as "insertedSinceVacuum",
      s.n_mod_since_analyze::float8 as "changedSinceAnalyze"
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.schemaname = current_schema() and s.relname in ${tables}`,
  );
  const upkept: TableUpkept[] = [];
  for (const table of activity) {
    const upkeep = upkeepDue(table);
    if (!upkeep) continue;
    const started = performance.now();
    await db.execute(
      upkeep === "vacuum"
        ? sql`vacuum (analyze) ${sql.identifier(table.table)}`
        : sql`analyze ${sql.identifier(table.table)}`,
    );
    upkept.push({ table: table.table, upkeep, ms: performance.now() - started });
  }
  return upkept;
}

/**
 * On the embedded database, which has no autovacuum, checks `embeddedVacuumTables` a minute apart
 * and vacuums those due; nothing on a PostgreSQL server, where autovacuum does it. Answers how to
 * stop, which waits for a vacuum under way (the database closes after it).
 */
export function scheduleEmbeddedVacuum(
  database: Pick<Database, "kind" | "db">,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
  timing = { firstCheckDelayMs, checkEveryMs },
): () => Promise<void> {
  if (database.kind !== "pglite") return async () => {};
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const schedule = (delayMs: number) => {
    timer = setTimeout(check, delayMs);
    timer.unref();
  };
  const check = () => {
    running = vacuumWhereDue(database.db, embeddedVacuumTables)
      .then(
        (upkept) => {
          if (upkept.length > 0) log.info({ upkept }, "embedded database tables vacuumed");
        },
        (error: unknown) => log.warn({ err: error }, "embedded database vacuum failed"),
      )
      .finally(() => {
        running = undefined;
        // Timed from the end of this check, so two never overlap.
        if (!stopped) schedule(timing.checkEveryMs);
      });
  };
  schedule(timing.firstCheckDelayMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
