import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { registerApiDocs } from "./api-docs.ts";
import { type ApiServices, apiRoutes } from "./api-routes.ts";
import { refuseRequestsWhileClosing, runBackgroundWork } from "./app-lifecycle.ts";
import type { Config } from "./config.ts";
import type { AnalyticsStore } from "./modules/analytics/analytics-store.ts";
import { ConversionRecorder } from "./modules/analytics/conversions.ts";
import { createAnalyticsStore } from "./modules/analytics/create-analytics-store.ts";
import { EventBuffer } from "./modules/analytics/event-buffer.ts";
import { registerAccessControl } from "./modules/auth/access-control.ts";
import { createAccessTokenSigner } from "./modules/auth/access-token.ts";
import { AuthService } from "./modules/auth/auth-service.ts";
import { LoginThrottle } from "./modules/auth/login-throttle.ts";
import { RefreshTokens } from "./modules/auth/refresh-tokens.ts";
import { loadSigningKey } from "./modules/auth/signing-key.ts";
import { defaultProviders } from "./modules/billing/charges.ts";
import { StripeProvider } from "./modules/billing/providers/stripe-provider.ts";
import { createDomains, type Domains } from "./modules/domains/domains-module.ts";
import { SubmissionLimiter } from "./modules/forms/submission-limits.ts";
import { healthRoutes } from "./modules/health/health-routes.ts";
import { registerMetrics } from "./modules/health/metrics-routes.ts";
import { endUserAuthenticator } from "./modules/members/end-user-access.ts";
import { createEndUserTokenSigner } from "./modules/members/end-user-token.ts";
import { MemberService } from "./modules/members/member-service.ts";
import { previewPageRoutes } from "./modules/preview/preview-page-routes.ts";
import { PublishedSites } from "./modules/public-site/published-sites.ts";
import { createRedisSiteChangeBus } from "./modules/public-site/site-change-bus.ts";
import { notFoundPage, siteHtmlRoutes } from "./modules/public-site/site-html-routes.ts";
import { siteIdOfHost } from "./modules/public-site/site-origin.ts";
import { loadViewerRenderer, type ViewerRenderer } from "./modules/public-site/viewer-renderer.ts";
import { createStagingSweeper } from "./modules/uploads/staging-sweeper.ts";
import { createUploadStores } from "./modules/uploads/upload-stores.ts";
import type { Database } from "./platform/database/database.ts";
import { frameworkErrorReply, registerErrorHandler } from "./platform/http/error-handler.ts";
import { PressureMonitor, registerLoadShedding } from "./platform/http/load-shedding.ts";
import { OneLineRequestLog } from "./platform/http/request-log.ts";
import { registerSecurityHeaders } from "./platform/http/security-headers.ts";
import { registerStaticApps } from "./platform/http/static-apps.ts";
import { registerWireFormat } from "./platform/http/wire-format.ts";
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
 * Builds the whole server: outside libraries first, then our own platform pieces, then routes
 * (api-routes.ts) and the background work beside them (app-lifecycle.ts). main.ts only reads
 * config and listens; tests build the same app and call `inject`.
 */
export async function buildApp(options: AppOptions): Promise<{ app: App }> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Keep-alive sockets would hold shutdown open; in-flight requests still finish.
    forceCloseConnections: "idle",
    // Fastify's own closing answer has neither the wire's error shape nor Retry-After; ours (app-lifecycle.ts) has both.
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
  await registerApiDocs(app, config.publicUrl);

  registerWireFormat(app);
  registerErrorHandler(app);

  refuseRequestsWhileClosing(app);
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
  const services: ApiServices = {
    config,
    database,
    apiBasePath,
    auth,
    signer,
    signingKey,
    mail,
    published,
    events,
    analytics,
    conversions,
    limiter,
    members,
    rateLimitStore,
    uploadStores,
    jobs,
    stripe,
    paymentProviders,
    domains,
  };

  if (metrics) registerMetrics(app, metrics, { database, events, jobs, pressure });
  await app.register(healthRoutes, {
    database,
    pressure: () => pressure.saturation,
    redisConnected: config.redisUrl
      ? () => (rateLimitStore.connected?.() ?? true) && (siteChanges?.connected() ?? true)
      : undefined,
  });
  await app.register(apiRoutes, { ...services, prefix: apiBasePath });
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

  runBackgroundWork(app, services, { stagingSweeper, siteChanges });

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
