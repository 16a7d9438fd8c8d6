import { lastClosedMonth } from "@mekuri/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../platform/database/database.ts";
import type { JobQueue } from "../../platform/jobs/job-queue.ts";
import { type PaymentProviders, queueCardCharges, registerChargeJob } from "./charges.ts";
import { runMonthlyBilling } from "./monthly-bills.ts";

export const monthlyBillingJobKind = "billing.monthly";
const checkEveryMs = 3_600_000;

/**
 * Every hour each process queues the bills of the JST month that closed last, under one dedupe key
 * per month: the job queue runs it once across processes, shortly after 00:00 JST on the 1st. The
 * job itself is idempotent, so a run taken over after a crash makes only what is missing.
 */
export function scheduleMonthlyBilling(
  jobs: JobQueue,
  db: Db,
  providers: PaymentProviders,
  log: FastifyBaseLogger,
) {
  registerChargeJob(jobs, db, providers, log);
  jobs.handle(monthlyBillingJobKind, async (payload, context) => {
    const { month } = payload as { month: string };
    const result = await runMonthlyBilling(db, month, {
      onProgress: (done, total) => context.progress(done, total),
    });
    const charges = await queueCardCharges(db, jobs, month);
    if (result.created) log.info({ ...result, charges }, "monthly bills made");
    return { ...result, charges };
  });
  const queue = () => {
    const month = lastClosedMonth(new Date());
    jobs
      .enqueue(monthlyBillingJobKind, { month }, `${monthlyBillingJobKind}:${month}`)
      .catch((error: unknown) => log.warn({ err: error }, "monthly billing not queued"));
  };
  queue();
  const timer = setInterval(queue, checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
