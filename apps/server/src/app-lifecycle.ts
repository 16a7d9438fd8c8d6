import { setTimeout as delay } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import type { ApiServices } from "./api-routes.ts";
import { scheduleRollups } from "./modules/analytics/rollup-job.ts";
import { scheduleMonthlyBilling } from "./modules/billing/billing-job.ts";
import { startContractExpiry } from "./modules/contracts/contract-expiry.ts";
import type { SiteChangeBus } from "./modules/public-site/site-change-bus.ts";
import type { StagingSweeper } from "./modules/uploads/staging-sweeper.ts";
import { scheduleEmbeddedVacuum } from "./platform/database/embedded-vacuum.ts";
import { AppError } from "./platform/http/app-error.ts";
import { databaseRetryAfterSeconds } from "./platform/http/error-handler.ts";

/**
 * A request that arrives during shutdown is refused with 503 + Retry-After, so a client retries it
 * on another process; a response finished meanwhile closes its connection, so keep-alive cannot
 * hold the exit.
 */
export function refuseRequestsWhileClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  // Hooks that run on every request, beacons included, take a callback: no promise per request.
  app.addHook("onRequest", (_request, _reply, done) => {
    if (!closing) return done();
    done(
      new AppError(503, "SERVICE_UNAVAILABLE", "error.serviceUnavailable", undefined, {
        "retry-after": String(databaseRetryAfterSeconds),
      }),
    );
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
}

/** The background work that runs beside the routes: started when the app is ready, stopped when it closes. */
export function runBackgroundWork(
  app: FastifyInstance,
  services: ApiServices,
  parts: { stagingSweeper: StagingSweeper; siteChanges: SiteChangeBus | undefined },
) {
  const { database, mail, jobs, analytics, published, events, domains, paymentProviders } = services;
  const { rateLimitStore } = services;
  const { stagingSweeper, siteChanges } = parts;
  let partitions: NodeJS.Timeout | undefined;
  let stopContractExpiry: (() => void) | undefined;
  let stopRollups: (() => void) | undefined;
  let stopBilling: (() => void) | undefined;
  let stopEmbeddedVacuum: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    mail.start();
    stagingSweeper.start();
    jobs.start();
    // Up to a few seconds for Redis at start; later, a reconnect forgets every cached site anyway.
    if (siteChanges) await Promise.race([siteChanges.ready, delay(3000, undefined, { ref: false })]);
    await analytics.prepare();
    stopContractExpiry = await startContractExpiry(database.db, published, app.log);
    stopRollups = scheduleRollups(jobs, analytics, app.log);
    stopBilling = scheduleMonthlyBilling(jobs, database.db, paymentProviders, app.log);
    stopEmbeddedVacuum = scheduleEmbeddedVacuum(database, app.log);
    await domains.start();
    // Next month's partition exists before the month starts; checked daily.
    partitions = setInterval(
      () => analytics.prepare().catch((error) => app.log.warn({ err: error }, "analytics partitions")),
      86_400_000,
    );
    partitions.unref();
  });
  // Buffers flush on close: waiting analytics events are written, the mail worker finishes sending,
  // the running job goes back to the queue. Each step runs even when one before it fails, so one
  // broken part (a lost database during the job's hand-back) does not leave Redis connections open.
  app.addHook("onClose", async () => {
    clearInterval(partitions);
    stopContractExpiry?.();
    stopRollups?.();
    stopBilling?.();
    domains.stop();
    const steps: [string, () => Promise<void> | undefined][] = [
      ["analytics events", () => events.close()],
      ["jobs", () => jobs.stop()],
      ["analytics store", () => analytics.close()],
      ["mail", () => mail.stop()],
      ["staging sweeper", () => stagingSweeper.stop()],
      ["embedded database vacuum", () => stopEmbeddedVacuum?.()],
      ["rate limit store", () => rateLimitStore.close()],
      ["site change bus", () => siteChanges?.close()],
    ];
    for (const [part, stop] of steps) {
      try {
        await stop();
      } catch (error) {
        app.log.error({ err: error, part }, "shutdown step failed");
      }
    }
  });
}
