import type { ErrorCode, MessageKey, MessageParams } from "@mekuri/domain";
import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../database/database.ts";
import { jobs } from "../database/schema/index.ts";
import { AppError } from "../http/app-error.ts";

export type JobStatus = "queued" | "running" | "done" | "failed";

/** A failure as stored: the caller reads it in its own language. */
export interface JobFailure {
  statusCode: number;
  code: ErrorCode;
  messageKey: MessageKey;
  params?: MessageParams;
}

export interface JobRecord<Payload = unknown, Result = unknown> {
  id: string;
  kind: string;
  status: JobStatus;
  payload: Payload;
  progress: { done: number; total: number };
  result: Result | null;
  error: JobFailure | null;
}

export interface JobContext {
  id: string;
  /**
   * Aborted when the process shuts down or another worker has taken the job over; the handler
   * stops at its next safe point and throws, and its outcome is not written.
   */
  signal: AbortSignal;
  /**
   * Saves progress and renews the lease, so a long job is not taken for a dead one. Throws the
   * signal's reason once the job is no longer this worker's.
   */
  progress(done: number, total: number): Promise<void>;
}

/** Why a running job was stopped from outside its handler. */
export class JobStopped extends Error {
  constructor(readonly why: "shutdown" | "lost") {
    super(why === "shutdown" ? "the process is shutting down" : "another worker took the job over");
    this.name = "JobStopped";
  }
}

export interface JobBacklog {
  kind: string;
  queued: number;
  running: number;
  oldestQueuedSeconds: number;
}

export type JobHandler = (payload: unknown, context: JobContext) => Promise<unknown>;

export interface JobQueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
  leaseMs?: number;
}

/** A job whose process died is run again, at most this many times in all. */
const maxAttempts = 3;
const defaultLeaseMs = 2 * 60_000;
/** Finished jobs are kept this long for their callers to read the outcome. */
const keepFinishedMs = 7 * 24 * 3_600_000;
const cleanupIntervalMs = 3_600_000;

const abandoned: JobFailure = {
  statusCode: 500,
  code: "INTERNAL_ERROR",
  messageKey: "error.jobAbandoned",
};

function failureOf(error: unknown): JobFailure {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      messageKey: error.messageKey,
      ...(error.params ? { params: error.params } : {}),
    };
  }
  return { statusCode: 500, code: "INTERNAL_ERROR", messageKey: "error.internal" };
}

type JobRow = typeof jobs.$inferSelect;

function toRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status as JobStatus,
    payload: row.payload,
    progress: { done: row.progressDone, total: row.progressTotal },
    result: row.result ?? null,
    error: (row.error as JobFailure | null) ?? null,
  };
}

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
      const job = await this.claim();
      if (!job) return ran;
      if (job === "abandoned") continue;
      // Claimed while stop() was running: it is handed back untouched.
      if (this.stopped) {
        await this.release(job);
        return ran;
      }
      await this.run(job);
      ran += 1;
    }
    return ran;
  }

  /** The oldest due job, now running here; "abandoned" when the due one had no attempts left. */
  private async claim(): Promise<JobRow | "abandoned" | undefined> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return undefined;
    const lease = sql`now() + ${`${this.leaseMs} milliseconds`}::interval`;
    return this.options.db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: jobs.id, attempts: jobs.attempts })
        .from(jobs)
        .where(
          and(
            inArray(jobs.kind, kinds),
            or(eq(jobs.status, "queued"), and(eq(jobs.status, "running"), lt(jobs.leaseUntil, sql`now()`))),
          ),
        )
        .orderBy(jobs.createdAt)
        .limit(1)
        .for("update", { skipLocked: true });
      if (!due) return undefined;
      if (due.attempts >= maxAttempts) {
        await tx
          .update(jobs)
          .set({ status: "failed", error: abandoned, finishedAt: new Date(), leaseUntil: null })
          .where(eq(jobs.id, due.id));
        return "abandoned" as const;
      }
      const [claimed] = await tx
        .update(jobs)
        .set({ status: "running", attempts: sql`${jobs.attempts} + 1`, leaseUntil: lease })
        .where(eq(jobs.id, due.id))
        .returning();
      return claimed;
    });
  }

  /**
   * Only the worker that claimed the job writes to it: a worker whose lease ran out and whose job
   * another process claimed again (attempts went up) must not overwrite that process's outcome.
   */
  private owned(job: JobRow) {
    return and(eq(jobs.id, job.id), eq(jobs.status, "running"), eq(jobs.attempts, job.attempts));
  }

  /** Puts a job this worker holds back in the queue, as if this attempt had never started. */
  private async release(job: JobRow) {
    await this.options.db
      .update(jobs)
      .set({ status: "queued", attempts: sql`${jobs.attempts} - 1`, leaseUntil: null })
      .where(this.owned(job));
  }

  private async run(job: JobRow) {
    const { db, log } = this.options;
    const handler = this.handlers.get(job.kind);
    const abort = new AbortController();
    this.current = abort;
    const lease = sql`now() + ${`${this.leaseMs} milliseconds`}::interval`;
    const lost = () => {
      if (!abort.signal.aborted) abort.abort(new JobStopped("lost"));
    };
    const renew = setInterval(() => {
      db.update(jobs)
        .set({ leaseUntil: lease })
        .where(this.owned(job))
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
          .where(this.owned(job))
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
      if (reason instanceof JobStopped && reason.why === "shutdown") await this.release(job);
      else log.warn({ job: job.id, kind: job.kind }, "job stopped: another worker took it over");
      return;
    }
    const written = await db
      .update(jobs)
      .set({ ...outcome, finishedAt: new Date(), leaseUntil: null })
      .where(this.owned(job))
      .returning({ id: jobs.id });
    if (written.length === 0) {
      log.warn({ job: job.id, kind: job.kind }, "job outcome dropped: another worker took the job over");
    }
  }

  private async removeFinished() {
    if (Date.now() - this.lastCleanup < cleanupIntervalMs) return;
    this.lastCleanup = Date.now();
    await this.options.db
      .delete(jobs)
      .where(
        and(
          inArray(jobs.status, ["done", "failed"]),
          lt(jobs.finishedAt, new Date(Date.now() - keepFinishedMs)),
        ),
      );
  }
}
