import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../database/database.ts";
import { jobs } from "../database/schema/index.ts";
import { AppError } from "../http/app-error.ts";
import {
  failureOf,
  type JobBacklog,
  type JobContext,
  type JobHandler,
  type JobRecord,
  type JobRow,
  JobStopped,
  toRecord,
} from "./job-records.ts";
import { claimDueJob, leaseFrom, ownedJob, releaseJob, removeFinishedJobs } from "./job-rows.ts";

export interface JobQueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
  leaseMs?: number;
}

const defaultLeaseMs = 2 * 60_000;
const cleanupIntervalMs = 3_600_000;

/**
 * Work that outlasts a request (ARCHITECTURE.md, Runtime): a row in `jobs`, claimed by whichever
 * process polls first. One job runs at a time per process, because the jobs are CPU-bound media
 * work that would only slow each other down.
 */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  /** Stops the job running now, if any. */
  private current: AbortController | undefined;
  private stopped = false;
  private lastCleanup = 0;

  constructor(private readonly options: JobQueueOptions) {}

  private get leaseMs() {
    return this.options.leaseMs ?? defaultLeaseMs;
  }

  handle(kind: string, handler: JobHandler) {
    this.handlers.set(kind, handler);
  }

  /** Queues a job; with a `dedupeKey` already queued or run, answers that job's id instead. */
  async enqueue(kind: string, payload: unknown, dedupeKey?: string): Promise<string> {
    const { db } = this.options;
    const [inserted] = await db
      .insert(jobs)
      .values({ kind, payload, dedupeKey })
      .onConflictDoNothing()
      .returning({ id: jobs.id });
    if (inserted) {
      // A started worker takes the job at once instead of at its next poll.
      if (this.timer) this.kick();
      return inserted.id;
    }
    const existing = dedupeKey ? await this.idOf(dedupeKey) : undefined;
    if (!existing) throw new Error(`job ${kind} neither inserted nor found`);
    return existing;
  }

  /** The job queued under `dedupeKey`, if there is one. */
  async idOf(dedupeKey: string): Promise<string | undefined> {
    const [row] = await this.options.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.dedupeKey, dedupeKey));
    return row?.id;
  }

  /**
   * Per kind this process handles: jobs waiting and running in the whole queue (every process's),
   * and how long the oldest waiting one has waited (0 when none waits). Read by the metrics.
   */
  async backlog(): Promise<JobBacklog[]> {
    const rows = await this.options.db
      .select({
        kind: jobs.kind,
        queued: sql<number>`count(*) filter (where ${jobs.status} = 'queued')::int`,
        running: sql<number>`count(*) filter (where ${jobs.status} = 'running')::int`,
        oldestQueuedSeconds: sql<number>`coalesce(extract(epoch from now() - min(${jobs.createdAt}) filter (where ${jobs.status} = 'queued')), 0)::float8`,
      })
      .from(jobs)
      .where(inArray(jobs.status, ["queued", "running"]))
      .groupBy(jobs.kind);
    const byKind = new Map(rows.map((row) => [row.kind, row]));
    return [...new Set([...this.handlers.keys(), ...byKind.keys()])]
      .sort()
      .map((kind) => byKind.get(kind) ?? { kind, queued: 0, running: 0, oldestQueuedSeconds: 0 });
  }

  async find(id: string): Promise<JobRecord | undefined> {
    const [row] = await this.options.db.select().from(jobs).where(eq(jobs.id, id));
    return row ? toRecord(row) : undefined;
  }

  start() {
    if (this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.options.pollIntervalMs ?? 1_000);
    this.timer.unref();
    this.kick();
  }

  /**
   * Stops claiming and aborts the job in progress: it stops at its next safe point, undoes its
   * partial work and goes back to the queue without using up an attempt, so another process takes
   * it at once instead of after its lease. A job can outlast the exit's grace period; it would be
   * killed mid-write and wait out its lease otherwise.
   */
  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.current?.abort(new JobStopped("shutdown"));
    await this.running?.catch(() => undefined);
  }

  /** Runs due jobs until none is left; resolves with how many were run. */
  drain(): Promise<number> {
    if (!this.running) {
      this.running = this.runDue().finally(() => {
        this.running = undefined;
      });
    }
    return this.running;
  }

  private kick() {
    if (this.stopped) return;
    this.drain().catch((error) => this.options.log.warn({ err: error }, "job worker could not run"));
  }

  private async runDue(): Promise<number> {
    let ran = 0;
    await this.removeFinished();
    while (!this.stopped) {
      const job = await claimDueJob(this.options.db, [...this.handlers.keys()], this.leaseMs);
      if (!job) return ran;
      if (job === "abandoned") continue;
      // Claimed while stop() was running: it is handed back untouched.
      if (this.stopped) {
        await releaseJob(this.options.db, job);
        return ran;
      }
      await this.run(job);
      ran += 1;
    }
    return ran;
  }

  private async run(job: JobRow) {
    const { db, log } = this.options;
    const handler = this.handlers.get(job.kind);
    const abort = new AbortController();
    this.current = abort;
    const lease = leaseFrom(this.leaseMs);
    const lost = () => {
      if (!abort.signal.aborted) abort.abort(new JobStopped("lost"));
    };
    const renew = setInterval(() => {
      db.update(jobs)
        .set({ leaseUntil: lease })
        .where(ownedJob(job))
        .returning({ id: jobs.id })
        .then((rows) => {
          if (rows.length === 0) lost();
        })
        .catch((error: unknown) => log.warn({ err: error, job: job.id }, "job lease not renewed"));
    }, this.leaseMs / 3);
    renew.unref();
    const context: JobContext = {
      id: job.id,
      signal: abort.signal,
      progress: async (done, total) => {
        const rows = await db
          .update(jobs)
          .set({ progressDone: done, progressTotal: total, leaseUntil: lease })
          .where(ownedJob(job))
          .returning({ id: jobs.id });
        if (rows.length === 0) lost();
        abort.signal.throwIfAborted();
      },
    };
    let outcome: Partial<typeof jobs.$inferInsert> | undefined;
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const result = await handler(job.payload, context);
      outcome = { status: "done", result: result ?? null };
    } catch (error) {
      if (!abort.signal.aborted) {
        if (!(error instanceof AppError))
          log.error({ err: error, job: job.id, kind: job.kind }, "job failed");
        outcome = { status: "failed", error: failureOf(error) };
      }
    } finally {
      // Before the job is handed back: a late renewal must not touch it once another process holds it.
      clearInterval(renew);
      this.current = undefined;
    }
    if (!outcome) {
      const reason = abort.signal.reason;
      if (reason instanceof JobStopped && reason.why === "shutdown") await releaseJob(this.options.db, job);
      else log.warn({ job: job.id, kind: job.kind }, "job stopped: another worker took it over");
      return;
    }
    const written = await db
      .update(jobs)
      .set({ ...outcome, finishedAt: new Date(), leaseUntil: null })
      .where(ownedJob(job))
      .returning({ id: jobs.id });
    if (written.length === 0) {
      log.warn({ job: job.id, kind: job.kind }, "job outcome dropped: another worker took the job over");
    }
  }

  private async removeFinished() {
    if (Date.now() - this.lastCleanup < cleanupIntervalMs) return;
    this.lastCleanup = Date.now();
    await removeFinishedJobs(this.options.db);
  }
}
