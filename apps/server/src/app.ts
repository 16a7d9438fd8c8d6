import { setTimeout as delay } from "node:timers/promises";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Config } from "./config.ts";
import { adminRoutes } from "./modules/admins/admin-routes.ts";
import { analysisRoutes } from "./modules/analytics/analysis-routes.ts";
import type { AnalyticsStore } from "./modules/analytics/analytics-store.ts";
import { ConversionRecorder } from "./modules/analytics/conversions.ts";
import { createAnalyticsStore } from "./modules/analytics/create-analytics-store.ts";
import { EventBuffer } from "./modules/analytics/event-buffer.ts";
import { eventRoutes } from "./modules/analytics/event-routes.ts";
import { retentionRoutes } from "./modules/analytics/retention-routes.ts";
import { scheduleRollups } from "./modules/analytics/rollup-job.ts";
import { apiSettingsRoutes } from "./modules/api-access/api-settings-routes.ts";
import { externalAuthLimits } from "./modules/api-access/external-auth.ts";
import { externalRoutes } from "./modules/api-access/external-routes.ts";
import { registerAccessControl } from "./modules/auth/access-control.ts";
import { createAccessTokenSigner } from "./modules/auth/access-token.ts";
import { authRoutes } from "./modules/auth/auth-routes.ts";
import { AuthService } from "./modules/auth/auth-service.ts";
import { FailureThrottle } from "./modules/auth/failure-throttle.ts";
import { LoginThrottle } from "./modules/auth/login-throttle.ts";
import { RefreshTokens } from "./modules/auth/refresh-tokens.ts";
import { loadSigningKey } from "./modules/auth/signing-key.ts";
import { scheduleMonthlyBilling } from "./modules/billing/billing-job.ts";
import { billActionRoutes } from "./modules/billing/bill-action-routes.ts";
import { billingRoutes } from "./modules/billing/billing-routes.ts";
import { billingSettingsRoutes } from "./modules/billing/billing-settings-routes.ts";
import { defaultProviders } from "./modules/billing/charges.ts";
import { paymentMethodRoutes } from "./modules/billing/payment-method-routes.ts";
import { StripeProvider } from "./modules/billing/providers/stripe-provider.ts";
import { webhookRoutes } from "./modules/billing/webhook-routes.ts";
import { startContractExpiry } from "./modules/contracts/contract-expiry.ts";
import { contractRoutes } from "./modules/contracts/contract-routes.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard-routes.ts";
import { domainRoutes } from "./modules/domains/domain-routes.ts";
import { createDomains, type Domains } from "./modules/domains/domains-module.ts";
import { formRoutes } from "./modules/forms/form-routes.ts";
import { SubmissionLimiter } from "./modules/forms/submission-limits.ts";
import { healthRoutes } from "./modules/health/health-routes.ts";
import { registerMetrics } from "./modules/health/metrics-routes.ts";
import { outboxRoutes } from "./modules/mail/outbox-routes.ts";
import { endUserAuthenticator } from "./modules/members/end-user-access.ts";
import { createEndUserTokenSigner } from "./modules/members/end-user-token.ts";
import { memberRoutes } from "./modules/members/member-routes.ts";
import { MemberService } from "./modules/members/member-service.ts";
import { deliveryRoutes } from "./modules/notifications/delivery-routes.ts";
import { newsImageRoute } from "./modules/notifications/news-image-route.ts";
import { newsRoutes } from "./modules/notifications/news-routes.ts";
import { publicDeliveryRoutes } from "./modules/notifications/public-delivery-routes.ts";
import { systemNotificationRoutes } from "./modules/notifications/system-notification-routes.ts";
import { planRoutes } from "./modules/plans/plan-routes.ts";
import { previewPasscodeLimits } from "./modules/preview/preview-access.ts";
import { previewPageRoutes } from "./modules/preview/preview-page-routes.ts";
import { previewRoutes } from "./modules/preview/preview-routes.ts";
import { previewShareRoutes } from "./modules/preview/preview-share-routes.ts";
import { createPreviewTokens } from "./modules/preview/preview-token.ts";
import { publicSiteRoutes } from "./modules/public-site/public-site-routes.ts";
import { PublishedSites } from "./modules/public-site/published-sites.ts";
import { seoRoutes } from "./modules/public-site/seo-routes.ts";
import { createRedisSiteChangeBus } from "./modules/public-site/site-change-bus.ts";
import { notFoundPage, siteHtmlRoutes } from "./modules/public-site/site-html-routes.ts";
import { siteIdOfHost } from "./modules/public-site/site-origin.ts";
import { loadViewerRenderer, type ViewerRenderer } from "./modules/public-site/viewer-renderer.ts";
import { siteDataRoutes } from "./modules/site-data/site-data-routes.ts";
import { siteRoutes } from "./modules/sites/site-routes.ts";
import { publicSurveyRoutes } from "./modules/surveys/public-survey-routes.ts";
import { surveyRoutes } from "./modules/surveys/survey-routes.ts";
import { accountRoutes } from "./modules/tenancy/account-routes.ts";
import { createStagingSweeper } from "./modules/uploads/staging-sweeper.ts";
import { uploadRoutes } from "./modules/uploads/upload-routes.ts";
import { createUploadStores } from "./modules/uploads/upload-stores.ts";
import { userRoutes } from "./modules/users/user-routes.ts";
import type { Database } from "./platform/database/database.ts";
import { scheduleEmbeddedVacuum } from "./platform/database/embedded-vacuum.ts";
import { AppError } from "./platform/http/app-error.ts";
import {
  databaseRetryAfterSeconds,
  frameworkErrorReply,
  registerErrorHandler,
} from "./platform/http/error-handler.ts";
import { PressureMonitor, registerLoadShedding } from "./platform/http/load-shedding.ts";
import { finishOpenApiDocument } from "./platform/http/openapi-document.ts";
import { OneLineRequestLog } from "./platform/http/request-log.ts";
import { registerSecurityHeaders } from "./platform/http/security-headers.ts";
import { registerStaticApps } from "./platform/http/static-apps.ts";
import { openApiTransform, registerWireFormat } from "./platform/http/wire-format.ts";
import { JobQueue } from "./platform/jobs/job-queue.ts";
import { MailOutbox } from "./platform/mail/mail-outbox.ts";
import { createSmtpTransport, type MailTransport } from "./platform/mail/mail-transport.ts";
import { Metrics } from "./platform/metrics/metrics.ts";
import {
  createMemoryRateLimitStore,
  createRedisRateLimitStore,
  type RateLimitStore,
} from "./platform/security/rate-limiter.ts";
import { s3BrowserOrigins } from "./platform/storage/s3-storage.ts";

export const apiBasePath = "/api/v1";

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions["logger"];
  /** Replaces the SMTP transport of SMTP_URL (tests hand in their own receiving server's). */
  mailTransport?: MailTransport;
  rateLimitStore?: RateLimitStore;
  /** Where analytics live; by default the configured store (create-analytics-store.ts). Closed with the app. */
  analytics?: AnalyticsStore;
  /** How public site pages are rendered; by default the viewer's server build. */
  loadViewerRenderer?: () => Promise<ViewerRenderer>;
  /** The built console to serve; by default apps/admin/dist (tests hand in their own). */
  adminDir?: string;
}

/**
 * Builds the whole server: outside libraries first, then our own platform pieces, then routes.
 * main.ts only reads config and listens; tests build the same app and call `inject`.
 */
export async function buildApp(options: AppOptions): Promise<{ app: App }> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Keep-alive sockets would hold shutdown open; in-flight requests still finish.
    forceCloseConnections: "idle",
    // Fastify's own closing answer has neither the wire's error shape nor Retry-After; ours below has both.
    return503OnClosing: false,
    logController: new OneLineRequestLog(),
    frameworkErrors: frameworkErrorReply,
    routerOptions: { ignoreTrailingSlash: true },
  });

  const { protocol, domain, port } = config.sites;
  const store = config.s3 ? s3BrowserOrigins(config.s3) : undefined;
  await registerSecurityHeaders(app, {
    frameSources: [`${protocol}//*.${domain}${port ? `:${port}` : ""}`],
    uploadOrigins: store ? [store.upload] : [],
    mediaOrigins: store ? [store.media] : [],
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Mekuri API",
        version: "1",
        description: "Build, publish and measure swipe landing pages.",
        // Not an open licence (decision 112): the API is used under the terms of the installation
        // that serves it, whose documentation page is this one.
        license: { name: "Proprietary", url: new URL("/api/docs", config.publicUrl).toString() },
      },
      servers: [{ url: "/" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
    transformObject: (document) =>
      "openapiObject" in document ? finishOpenApiDocument(document.openapiObject) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  registerWireFormat(app);
  registerErrorHandler(app);

  // A request that arrives during shutdown is refused with 503 + Retry-After, so a client retries it
  // on another process; a response finished meanwhile closes its connection, so keep-alive cannot
  // hold the exit.
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
  // Before the caller is checked: a saturated process refuses without a database round trip.
  const pressure = new PressureMonitor(config.shedding, app.log);
  registerLoadShedding(app, pressure);
  const metrics = config.metrics ? new Metrics(config.metrics) : undefined;

  const signingKey = await loadSigningKey(database.db, config.jwtSecret);
  const signer = createAccessTokenSigner(signingKey, config.accessTokenTtlSeconds);
  const endUserSigner = createEndUserTokenSigner(signingKey);
  registerAccessControl(app, {
    db: database.db,
    signer,
    endUser: endUserAuthenticator(database.db, endUserSigner),
  });

  const rateLimitStore =
    options.rateLimitStore ??
    (config.redisUrl
      ? createRedisRateLimitStore(config.redisUrl, { log: app.log })
      : createMemoryRateLimitStore());
  const transport =
    options.mailTransport ?? (config.smtpUrl ? createSmtpTransport(config.smtpUrl) : undefined);
  const mail = new MailOutbox({ db: database.db, from: config.mailFrom, transport, log: app.log });

  const auth = new AuthService({
    db: database.db,
    signer,
    refreshTokens: new RefreshTokens(database.db, config.refreshTokenTtlDays),
    throttle: new LoginThrottle(rateLimitStore, config.rateLimitScale),
    mail,
    publicUrl: config.publicUrl,
  });

  // Public page reads and event writes run on connections of their own (work-kinds.ts), so a
  // locked console table cannot starve the visitors' paths.
  const published = new PublishedSites(database.publicDb);
  // With Redis, a publish anywhere reaches every process at once; cached rows then only bound a
  // lost message. Without it, each process re-reads a site's state every second.
  const siteChanges = config.redisUrl ? createRedisSiteChangeBus(config.redisUrl, app.log) : undefined;
  if (siteChanges) published.connect(siteChanges, 60_000);
  const limiter = new SubmissionLimiter(rateLimitStore, config.rateLimitScale);
  const members = new MemberService({ db: database.db, mail, signer: endUserSigner, sites: config.sites });
  const analytics = options.analytics ?? createAnalyticsStore(config, database);
  const events = new EventBuffer({ store: analytics, log: app.log, onWrite: metrics?.eventWritten });
  const conversions = new ConversionRecorder(analytics);
  // One set of stores (one S3 client) for the upload routes and the sweep of their staging area.
  const uploadStores = createUploadStores(config);
  const stagingSweeper = createStagingSweeper(uploadStores.staging, app.log);
  const jobs = new JobQueue({ db: database.db, log: app.log });
  const stripe = config.stripe ? new StripeProvider(config.stripe) : undefined;
  const paymentProviders = defaultProviders(stripe);
  const domains = createDomains({ db: database.db, config, mail, published, jobs, log: app.log });

  if (metrics) registerMetrics(app, metrics, { database, events, jobs, pressure });
  await app.register(healthRoutes, {
    database,
    pressure: () => pressure.saturation,
    redisConnected: config.redisUrl
      ? () => (rateLimitStore.connected?.() ?? true) && (siteChanges?.connected() ?? true)
      : undefined,
  });
  await app.register(
    async (api) => {
      await api.register(authRoutes, {
        auth,
        refreshCookie: {
          path: `${apiBasePath}/auth/refresh-token`,
          maxAgeSeconds: config.refreshTokenTtlDays * 86_400,
        },
      });
      await api.register(accountRoutes, { db: database.db });
      await api.register(outboxRoutes, { db: database.db, mail });
      await api.register(publicSiteRoutes, { db: database.publicDb, published });
      await api.register(publicDeliveryRoutes, { db: database.publicDb, published });
      await api.register(eventRoutes, { published, buffer: events });
      await api.register(analysisRoutes, { db: database.db, analytics });
      await api.register(retentionRoutes, { db: database.db });
      await api.register(planRoutes, { db: database.db });
      await api.register(dashboardRoutes, { db: database.db });
      await api.register(userRoutes, { db: database.db, mail, publicUrl: config.publicUrl });
      await api.register(contractRoutes, { db: database.db, published });
      await api.register(adminRoutes, { db: database.db, mail, publicUrl: config.publicUrl });
      await api.register(apiSettingsRoutes, { db: database.db });
      await api.register(externalRoutes, {
        db: database.db,
        throttle: new FailureThrottle(rateLimitStore, "external", externalAuthLimits, config.rateLimitScale),
      });
      await api.register(uploadRoutes, {
        db: database.db,
        config,
        apiBasePath,
        jobs,
        stores: uploadStores,
      });
      await api.register(formRoutes, { db: database.db, published, mail, limiter, conversions });
      await api.register(memberRoutes, { members, published, limiter, conversions });
      await api.register(surveyRoutes, { db: database.db });
      await api.register(publicSurveyRoutes, { db: database.db, published, limiter, conversions });
      await api.register(siteDataRoutes, { db: database.db });
      await api.register(seoRoutes, { db: database.publicDb, published });
      await api.register(siteRoutes, { db: database.db, config, published });
      await api.register(domainRoutes, {
        service: domains.service,
        active: domains.active,
        productDomains: domains.service.productDomains(),
      });
      await api.register(deliveryRoutes, { db: database.db, published });
      await api.register(newsRoutes, { db: database.db });
      await api.register(newsImageRoute, { media: uploadStores.media, log: app.log });
      await api.register(systemNotificationRoutes, { db: database.db });
      await api.register(billingRoutes, { db: database.db });
      await api.register(billActionRoutes, { db: database.db, jobs, providers: paymentProviders });
      await api.register(billingSettingsRoutes, { db: database.db });
      await api.register(webhookRoutes, { db: database.db, stripe });
      await api.register(paymentMethodRoutes, { db: database.db, stripe, consoleUrl: config.publicUrl });
      await api.register(previewRoutes, {
        db: database.db,
        config,
        signer,
        tokens: createPreviewTokens(signingKey),
        passcodeThrottle: new FailureThrottle(
          rateLimitStore,
          "preview",
          previewPasscodeLimits,
          config.rateLimitScale,
        ),
      });
      await api.register(previewShareRoutes, { db: database.db, config, mail });
    },
    { prefix: apiBasePath },
  );
  await app.register(siteHtmlRoutes, {
    config,
    published,
    loadRenderer: options.loadViewerRenderer ?? loadViewerRenderer,
  });
  await app.register(previewPageRoutes, {
    config,
    db: database.db,
    loadRenderer: options.loadViewerRenderer ?? loadViewerRenderer,
  });
  await registerStaticApps(app, {
    mediaDir: config.mediaDir,
    adminDir: options.adminDir,
    siteOfHost: (host) => siteIdOfHost(config.sites, host),
    siteNotFoundPage: notFoundPage,
  });

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

  app.decorate("mail", mail);
  app.decorate("jobs", jobs);
  app.decorate("events", events);
  app.decorate("analytics", analytics);
  app.decorate("published", published);
  app.decorate("domains", domains);
  // Wrapped: a Fastify instance is thenable, and returning it bare would await its boot.
  return { app };
}

declare module "fastify" {
  interface FastifyInstance {
    /** The mail outbox, reachable for graceful flushing and for tests. */
    mail: MailOutbox;
    /** Custom domains: tests run the verifier's checks with their own clock. */
    domains: Domains;
    /** The background job queue, drained by tests instead of waiting for its poll. */
    jobs: JobQueue;
    /** The analytics event buffer, flushed on close. */
    events: EventBuffer;
    /** Analytics events and rollups: tests run the rollup through it. */
    analytics: AnalyticsStore;
    /** Published snapshots; `invalidate` after publishing or unpublishing a site. */
    published: PublishedSites;
  }
}

export type App = FastifyInstance;
