import type { FastifyBaseLogger } from "fastify";
import type { JobQueue } from "../../platform/jobs/job-queue.ts";
import type { DomainVerifier } from "./domain-verifier.ts";

export const domainCheckJobKind = "domains.check";
const everyMs = 60_000;

/**
 * Every minute each process queues that minute's run under one dedupe key, so one process runs the
 * due checks (the backoff lives in each domain's next_check_at, not in the queue).
 */
export function scheduleDomainChecks(jobs: JobQueue, verifier: DomainVerifier, log: FastifyBaseLogger) {
  jobs.handle(domainCheckJobKind, async () => ({ checked: await verifier.checkDue(new Date()) }));
  const queue = () => {
    const minute = new Date(Math.floor(Date.now() / everyMs) * everyMs).toISOString();
    jobs
      .enqueue(domainCheckJobKind, {}, `${domainCheckJobKind}:${minute}`)
      .catch((error: unknown) => log.warn({ err: error }, "domain check not queued"));
  };
  queue();
  const timer = setInterval(queue, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
