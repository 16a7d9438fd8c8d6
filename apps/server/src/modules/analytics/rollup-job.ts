import { addDays, jstDayStart } from "@mekuri/domain";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../../platform/database/database.ts";
import { queryRows } from "../../platform/database/query-rows.ts";
import type { JobQueue } from "../../platform/jobs/job-queue.ts";
import type { AnalyticsStore, RollupResult } from "./analytics-store.ts";
import { bumpRollupVersions } from "./rollup-version.ts";
import { rollUpSiteDays, type SiteDay, textArray } from "./site-day-rollup.ts";

/**
 * The incremental rollup (docs/decisions/039). The watermark is the receipt time up to which events
 * have been rolled up; each run rewrites every site-day that received events after it, whole, in one
 * transaction with the new watermark, so a run that dies changes nothing and a second run finds
 * nothing new. Events written late (the buffer retrying through a database outage) still carry
 * their receipt time: each run looks back this far behind the watermark for them.
 */
const lookBackMs = 10 * 60_000;
const stateName = "events";

/**
 * A run is long background work: a backlog (the first run over months of events, a catch-up after
 * an outage) or a busy site's day needs longer statements than a request, or the job would fail the
 * same way every minute and never catch up. The store runs it on the background connections, whose
 * client-side read timeout allows as much (work-kinds.ts); the statement timeout is also set here for
 * a caller on other connections. Readers are not blocked meanwhile: they read the rollup rows
 * committed before.
 */
export async function startRun(tx: Tx) {
  await tx.execute(sql`set local statement_timeout = '10min'`);
  // One run at a time across processes; a second waits and then finds the work done.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('mekuri.analytics_rollup'))`);
}

/** How one store finds and rewrites site-days; the watermark and the run's lock stay in PostgreSQL. */
export interface SiteDayRollup {
  /** The watermark's name in analytics_rollup_state: each store keeps its own progress. */
  stateName: string;
  /** Site and JST day of every event received in (since, upTo]. */
  touched(tx: Tx, since: string, upTo: string): Promise<SiteDay[]>;
  /** Rewrites the given site-days whole; answers how many raw events it read. */
  rollUpSiteDays(tx: Tx, siteDays: readonly SiteDay[]): Promise<number>;
  /** Those of the given site-days that have raw events in this store. */
  withEvents(tx: Tx, siteDays: readonly SiteDay[]): Promise<SiteDay[]>;
}

export const postgresSiteDays: SiteDayRollup = {
  stateName,
  touched: (tx, since, upTo) =>
    queryRows<SiteDay>(
      tx,
      sql`
      select distinct site_id, to_char((received_at at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD') as day
      from analytics_events
      where received_at > ${since} and received_at <= ${upTo}
      order by 1, 2`,
    ),
  rollUpSiteDays,
  async withEvents(tx, siteDays) {
    if (siteDays.length === 0) return [];
    const found = await queryRows<{ n: number }>(
      tx,
      sql`
      select d.n from unnest(
        ${textArray(siteDays.map((row) => row.site_id))}::uuid[],
        ${textArray(siteDays.map((row) => jstDayStart(row.day).toISOString()))}::timestamptz[],
        ${textArray(siteDays.map((row) => jstDayStart(addDays(row.day, 1)).toISOString()))}::timestamptz[]
      ) with ordinality as d(site_id, start, finish, n)
      where exists (
        select 1 from analytics_events e
        where e.site_id = d.site_id and e.received_at >= d.start and e.received_at < d.finish)`,
    );
    return found.map((row) => siteDays[Number(row.n) - 1]!);
  },
};

export async function rollUp(
  db: Db,
  now = new Date(),
  store: SiteDayRollup = postgresSiteDays,
): Promise<RollupResult> {
  return db.transaction(async (tx) => {
    await startRun(tx);
    const [state] = await queryRows<{ watermark: string | Date }>(
      tx,
      sql`select watermark from analytics_rollup_state where name = ${store.stateName}`,
    );
    const previous = state?.watermark;
    const since = previous ? new Date(new Date(previous).getTime() - lookBackMs) : new Date(0);
    const upTo = now.toISOString();
    const touched = await store.touched(tx, since.toISOString(), upTo);
    const events = await store.rollUpSiteDays(tx, touched);
    await bumpRollupVersions(
      tx,
      touched.map((row) => row.site_id),
    );
    await tx.execute(sql`
      insert into analytics_rollup_state (name, watermark) values (${store.stateName}, ${upTo})
      on conflict (name) do update set watermark = excluded.watermark, updated_at = now()`);
    return { siteDays: touched.length, events, watermark: upTo };
  });
}

/**
 * Rewrites the given days of one site now, whatever the watermark: for history written with past
 * receipt times (the demo's), which a run would otherwise leave behind its look-back.
 */
export async function rollUpDays(
  db: Db,
  siteId: string,
  days: string[],
  store: SiteDayRollup = postgresSiteDays,
): Promise<number> {
  return db.transaction(async (tx) => {
    await startRun(tx);
    const events = await store.rollUpSiteDays(
      tx,
      days.map((day) => ({ site_id: siteId, day })),
    );
    if (days.length > 0) await bumpRollupVersions(tx, [siteId]);
    return events;
  });
}

export const rollupJobKind = "analytics.rollup";
export const recountJobKind = "analytics.recount";
export const retentionJobKind = "analytics.retention";
const everyMs = 60_000;

/**
 * Every minute each process queues the minute's run under one dedupe key, so the job queue runs it
 * once across processes; the job itself is safe to run twice anyway. The past days' recount
 * (recount.ts) takes its next batches every minute the same way, and expired raw events are dropped
 * once a day.
 */
export function scheduleRollups(jobs: JobQueue, store: AnalyticsStore, log: FastifyBaseLogger) {
  jobs.handle(rollupJobKind, async () => {
    const result = await store.rollUp();
    if (result.siteDays) log.info({ ...result }, "analytics rolled up");
    return result;
  });
  jobs.handle(recountJobKind, async () => {
    const result = await store.recountPastDays();
    if (result.recounted || result.kept) log.info({ ...result }, "analytics of past days counted again");
    return result;
  });
  jobs.handle(retentionJobKind, async () => {
    const result = await store.dropExpired();
    if (result.dropped.length) log.info({ ...result }, "expired analytics events dropped");
    return result;
  });
  const queue = () => {
    const minute = new Date(Math.floor(Date.now() / everyMs) * everyMs).toISOString();
    const day = minute.slice(0, 10);
    for (const [kind, key] of [
      [rollupJobKind, minute],
      [recountJobKind, minute],
      [retentionJobKind, day],
    ] as const) {
      jobs
        .enqueue(kind, {}, `${kind}:${key}`)
        .catch((error: unknown) => log.warn({ err: error, kind }, "analytics job not queued"));
    }
  };
  queue();
  const timer = setInterval(queue, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
