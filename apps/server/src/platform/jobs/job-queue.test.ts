import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../testing/test-database.ts";
import { jobs } from "../database/schema/index.ts";
import { AppError } from "../http/app-error.ts";
import { JobQueue } from "./job-queue.ts";
import { type JobContext, JobStopped } from "./job-records.ts";

const log = pino({ level: "silent" });
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const queue = (leaseMs?: number) => new JobQueue({ db: database.db, log, leaseMs });

const row = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

/** Resolves when the handler is aborted, with the abort's reason. */
const aborted = (context: JobContext) =>
  new Promise<unknown>((resolve) =>
    context.signal.addEventListener("abort", () => resolve(context.signal.reason), { once: true }),
  );

describe("job queue", () => {
  it("runs a queued job, saving its progress and its result", async () => {
    const worker = queue();
    const seen: number[] = [];
    worker.handle("count", async (payload, context) => {
      const { upTo } = payload as { upTo: number };
      for (let done = 1; done <= upTo; done += 1) {
        await context.progress(done, upTo);
        const [row] = await database.db.select().from(jobs).where(eq(jobs.id, context.id));
        seen.push(row!.progressDone);
      }
      return { counted: upTo };
    });
    const id = await worker.enqueue("count", { upTo: 3 });
    expect(await worker.drain()).toBe(1);
    expect(seen).toEqual([1, 2, 3]);
    expect(await worker.find(id)).toMatchObject({
      status: "done",
      progress: { done: 3, total: 3 },
      result: { counted: 3 },
      error: null,
    });
  });

  it("fails a job with the message of a known refusal, and a plain error as an internal one", async () => {
    const worker = queue();
    worker.handle("refuse", async () => {
      throw new AppError(400, "VALIDATION_ERROR", "uploads.zipNotZip", { name: "x.zip" });
    });
    worker.handle("crash", async () => {
      throw new Error("disk on fire");
    });
    const refused = await worker.enqueue("refuse", {});
    const crashed = await worker.enqueue("crash", {});
    await worker.drain();
    expect(await worker.find(refused)).toMatchObject({
      status: "failed",
      result: null,
      error: {
        statusCode: 400,
        code: "VALIDATION_ERROR",
        messageKey: "uploads.zipNotZip",
        params: { name: "x.zip" },
      },
    });
    expect(await worker.find(crashed)).toMatchObject({
      status: "failed",
      error: { statusCode: 500, code: "INTERNAL_ERROR", messageKey: "error.internal" },
    });
  });

  it("answers the first job's id when the same work is queued again", async () => {
    const worker = queue();
    const first = await worker.enqueue("dedupe", { n: 1 }, "dedupe:one");
    const second = await worker.enqueue("dedupe", { n: 2 }, "dedupe:one");
    expect(second).toBe(first);
    expect(await worker.idOf("dedupe:one")).toBe(first);
    const other = await worker.enqueue("dedupe", { n: 3 }, "dedupe:two");
    expect(other).not.toBe(first);
  });

  it("takes up a job whose process died once its lease ran out, and gives up after three attempts", async () => {
    const worker = queue();
    const runs: string[] = [];
    worker.handle("revive", async (payload) => {
      runs.push((payload as { name: string }).name);
      return "ok";
    });
    const [dead] = await database.db
      .insert(jobs)
      .values({
        kind: "revive",
        payload: { name: "dead" },
        status: "running",
        attempts: 1,
        leaseUntil: sql`now() - interval '1 second'`,
      })
      .returning();
    const [held] = await database.db
      .insert(jobs)
      .values({
        kind: "revive",
        payload: { name: "held" },
        status: "running",
        attempts: 1,
        leaseUntil: sql`now() + interval '1 minute'`,
      })
      .returning();
    const [spent] = await database.db
      .insert(jobs)
      .values({
        kind: "revive",
        payload: { name: "spent" },
        status: "running",
        attempts: 3,
        leaseUntil: sql`now() - interval '1 second'`,
      })
      .returning();
    await worker.drain();
    expect(runs).toEqual(["dead"]);
    expect(await worker.find(dead!.id)).toMatchObject({ status: "done", result: "ok" });
    expect(await worker.find(held!.id)).toMatchObject({ status: "running" });
    expect(await worker.find(spent!.id)).toMatchObject({
      status: "failed",
      error: { messageKey: "error.jobAbandoned" },
    });
  });

  it("runs each job once when two processes drain the queue together", async () => {
    const runs: number[] = [];
    const workers = [queue(), queue()];
    for (const worker of workers) {
      worker.handle("shared", async (payload) => {
        runs.push((payload as { n: number }).n);
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
    }
    for (let n = 0; n < 10; n += 1) await workers[0]!.enqueue("shared", { n });
    const [a, b] = await Promise.all(workers.map((worker) => worker.drain()));
    expect(a! + b!).toBe(10);
    expect(runs.sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("on stop, aborts the running job and puts it back in the queue for another process, unspent", async () => {
    const worker = queue();
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let reason: unknown;
    worker.handle("long", async (_payload, context) => {
      started();
      reason = await aborted(context);
      throw reason;
    });
    const id = await worker.enqueue("long", {});
    const drained = worker.drain();
    await running;
    await worker.stop();
    await drained;
    expect(reason).toBeInstanceOf(JobStopped);
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 0, leaseUntil: null, error: null });

    const other = queue();
    other.handle("long", async () => "finished elsewhere");
    expect(await other.drain()).toBe(1);
    expect(await other.find(id)).toMatchObject({ status: "done", result: "finished elsewhere" });
  });

  it("does not write the outcome of a worker whose job another worker claimed again", async () => {
    // A renewal every 20 ms, so the lost lease is noticed within the test.
    const worker = queue(60);
    const reclaim = (id: string) =>
      database.db
        .update(jobs)
        .set({ attempts: sql`${jobs.attempts} + 1`, leaseUntil: sql`now() + interval '1 minute'` })
        .where(eq(jobs.id, id));
    const seen: Record<string, unknown> = {};
    worker.handle("finish", async (_payload, context) => {
      await reclaim(context.id);
      return "stale";
    });
    worker.handle("report", async (_payload, context) => {
      await reclaim(context.id);
      seen.progress = await context.progress(1, 1).catch((error: unknown) => error);
      seen.progressAborted = context.signal.aborted;
      return "stale";
    });
    worker.handle("wait", async (_payload, context) => {
      await reclaim(context.id);
      seen.renewal = await aborted(context);
      throw seen.renewal;
    });
    const finish = await worker.enqueue("finish", {});
    const report = await worker.enqueue("report", {});
    const wait = await worker.enqueue("wait", {});
    await worker.drain();

    expect(seen.progress).toBeInstanceOf(JobStopped);
    expect(seen.progressAborted).toBe(true);
    expect(seen.renewal).toBeInstanceOf(JobStopped);
    for (const id of [finish, report, wait]) {
      expect(await row(id)).toMatchObject({
        status: "running",
        attempts: 2,
        result: null,
        error: null,
        progressDone: 0,
        finishedAt: null,
      });
    }
  });
});
