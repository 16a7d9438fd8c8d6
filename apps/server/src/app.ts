import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Config } from "./config.ts";
import { accountRoutes } from "./modules/accounts/account-routes.ts";
import { adminRoutes } from "./modules/admins/admin-routes.ts";
import { EventBuffer } from "./modules/analytics/event-buffer.ts";
import { eventRoutes } from "./modules/analytics/event-routes.ts";
import { ensureMonthPartitions } from "./modules/analytics/event-store.ts";
import { apiSettingsRoutes } from "./modules/api-access/api-settings-routes.ts";
import { externalRoutes } from "./modules/api-access/external-routes.ts";
import { registerAccessControl } from "./modules/auth/access-control.ts";
import { createAccessTokenSigner } from "./modules/auth/access-token.ts";
import { authRoutes } from "./modules/auth/auth-routes.ts";
import { AuthService } from "./modules/auth/auth-service.ts";
import { LoginThrottle } from "./modules/auth/login-throttle.ts";
import { RefreshTokens } from "./modules/auth/refresh-tokens.ts";
import { loadSigningKey } from "./modules/auth/signing-key.ts";
import { contractRoutes } from "./modules/contracts/contract-routes.ts";
import { healthRoutes } from "./modules/health/health-routes.ts";
import { outboxRoutes } from "./modules/mail/outbox-routes.ts";
import { planRoutes } from "./modules/plans/plan-routes.ts";
import { publicSiteRoutes } from "./modules/public-site/public-site-routes.ts";
import { PublishedSites } from "./modules/public-site/published-sites.ts";
import { siteHtmlRoutes } from "./modules/public-site/site-html-routes.ts";
import { loadViewerRenderer, type ViewerRenderer } from "./modules/public-site/viewer-renderer.ts";
import { userRoutes } from "./modules/users/user-routes.ts";
import type { Database } from "./platform/database/database.ts";
import { registerErrorHandler } from "./platform/http/error-handler.ts";
import { registerSecurityHeaders } from "./platform/http/security-headers.ts";
import { registerStaticApps } from "./platform/http/static-apps.ts";
import { openApiTransform, registerWireFormat } from "./platform/http/wire-format.ts";
import { MailOutbox } from "./platform/mail/mail-outbox.ts";
import { createSmtpTransport, type MailTransport } from "./platform/mail/mail-transport.ts";
import {
  createMemoryRateLimitStore,
  createRedisRateLimitStore,
  type RateLimitStore,
} from "./platform/security/rate-limiter.ts";

export const apiBasePath = "/api/v1";

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions["logger"];
  /** Replaces the SMTP transport of SMTP_URL (tests hand in their own receiving server's). */
  mailTransport?: MailTransport;
  rateLimitStore?: RateLimitStore;
  /** How public site pages are rendered; by default the viewer's server build. */
  loadViewerRenderer?: () => Promise<ViewerRenderer>;
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
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  });

  await registerSecurityHeaders(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Mekuri API",
        version: "1",
        description: "Build, publish and measure swipe landing pages.",
      },
      servers: [{ url: "/" }],
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  registerWireFormat(app);
  registerErrorHandler(app);

  // A response finished during shutdown closes its connection, so keep-alive cannot hold the exit.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });

  const signer = createAccessTokenSigner(
    await loadSigningKey(database.db, config.jwtSecret),
    config.accessTokenTtlSeconds,
  );
  registerAccessControl(app, { db: database.db, signer });

  const rateLimitStore =
    options.rateLimitStore ??
    (config.redisUrl ? createRedisRateLimitStore(config.redisUrl) : createMemoryRateLimitStore());
  const transport =
    options.mailTransport ?? (config.smtpUrl ? createSmtpTransport(config.smtpUrl) : undefined);
  const mail = new MailOutbox({ db: database.db, from: config.mailFrom, transport, log: app.log });

  const auth = new AuthService({
    db: database.db,
    signer,
    refreshTokens: new RefreshTokens(database.db, config.refreshTokenTtlDays),
    throttle: new LoginThrottle(rateLimitStore),
    mail,
    publicUrl: config.publicUrl,
  });

  const published = new PublishedSites(database.db);
  const events = new EventBuffer({ db: database.db, log: app.log });

  await app.register(healthRoutes, { database });
  await app.register(
    async (api) => {
      await api.register(authRoutes, { auth });
      await api.register(accountRoutes, { db: database.db });
      await api.register(outboxRoutes, { db: database.db });
      await api.register(publicSiteRoutes, { db: database.db, published });
      await api.register(eventRoutes, { published, buffer: events });
      await api.register(planRoutes, { db: database.db });
      await api.register(userRoutes, { db: database.db });
      await api.register(contractRoutes, { db: database.db });
      await api.register(adminRoutes, { db: database.db });
      await api.register(apiSettingsRoutes, { db: database.db });
      await api.register(externalRoutes, { db: database.db });
    },
    { prefix: apiBasePath },
  );
  await app.register(siteHtmlRoutes, {
    config,
    published,
    loadRenderer: options.loadViewerRenderer ?? loadViewerRenderer,
  });
  await registerStaticApps(app, config.mediaDir);

  let partitions: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    mail.start();
    await ensureMonthPartitions(database.db);
    // Next month's partition exists before the month starts; checked daily.
    partitions = setInterval(
      () =>
        ensureMonthPartitions(database.db).catch((error) =>
          app.log.warn({ err: error }, "analytics partitions"),
        ),
      86_400_000,
    );
    partitions.unref();
  });
  // Buffers flush on close: waiting analytics events are written, the mail worker finishes sending.
  app.addHook("onClose", async () => {
    clearInterval(partitions);
    await events.close();
    await mail.stop();
    await rateLimitStore.close();
  });

  app.decorate("mail", mail);
  app.decorate("events", events);
  app.decorate("published", published);
  // Wrapped: a Fastify instance is thenable, and returning it bare would await its boot.
  return { app };
}

declare module "fastify" {
  interface FastifyInstance {
    /** The mail outbox, reachable for graceful flushing and for tests. */
    mail: MailOutbox;
    /** The analytics event buffer, flushed on close. */
    events: EventBuffer;
    /** Published snapshots; `invalidate` after publishing or unpublishing a site. */
    published: PublishedSites;
  }
}

export type App = FastifyInstance;
