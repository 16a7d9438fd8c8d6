import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../database/database.ts";
import { jobs } from "../database/schema/index.ts";
import type { JobFailure, JobRow } from "./job-records.ts";

/** A job whose process died is run again, at most this many times in all. */
const maxAttempts = 3;
/** Finished jobs are kept this long for their callers to read the outcome. */
const keepFinishedMs = 7 * 24 * 3_600_000;

const abandoned: JobFailure = {
  statusCode: 500,
  code: "INTERNAL_ERROR",
  messageKey: "error.jobAbandoned",
};

/** The lease's new end, `leaseMs` from the database's now. */
export const leaseFrom = (leaseMs: number) => sql`now() + ${`${leaseMs} milliseconds`}::interval`;

/**
 * The oldest due job of `kinds`, now running under a lease of `leaseMs`; "abandoned" when the due
 * one had no attempts left (it is marked failed).
 */
export async function claimDueJob(
  db: Db,
  kinds: string[],
  leaseMs: number,
): Promise<JobRow | "abandoned" | undefined> {
  if (kinds.length === 0) return undefined;
  const lease = leaseFrom(leaseMs);
  return db.transaction(async (tx) => {
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
export function ownedJob(job: JobRow) {
  return and(eq(jobs.id, job.id), eq(jobs.status, "running"), eq(jobs.attempts, job.attempts));
}

/** Puts a job this worker holds back in the queue, as if this attempt had never started. */
export async function releaseJob(db: Db, job: JobRow) {
  await db
    .update(jobs)
    .set({ status: "queued", attempts: sql`${jobs.attempts} - 1`, leaseUntil: null })
    .where(ownedJob(job));
}

/** Deletes the jobs finished longer ago than their callers may still read them. */
export async function removeFinishedJobs(db: Db) {
  await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.status, ["done", "failed"]),
        lt(jobs.finishedAt, new Date(Date.now() - keepFinishedMs)),
      ),
    );
}
