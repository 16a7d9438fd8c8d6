import type { FastifyPluginAsync } from "fastify";
import type { Config } from "./config.ts";
import { adminRoutes } from "./modules/admins/admin-routes.ts";
import { analysisRoutes } from "./modules/analytics/analysis-routes.ts";
import type { AnalyticsStore } from "./modules/analytics/analytics-store.ts";
import type { ConversionRecorder } from "./modules/analytics/conversions.ts";
import type { EventBuffer } from "./modules/analytics/event-buffer.ts";
import { eventRoutes } from "./modules/analytics/event-routes.ts";
import { retentionRoutes } from "./modules/analytics/retention-routes.ts";
import { apiSettingsRoutes } from "./modules/api-access/api-settings-routes.ts";
import { externalAuthLimits } from "./modules/api-access/external-auth.ts";
import { externalRoutes } from "./modules/api-access/external-routes.ts";
import type { AccessTokenSigner } from "./modules/auth/access-token.ts";
import { authRoutes } from "./modules/auth/auth-routes.ts";
import type { AuthService } from "./modules/auth/auth-service.ts";
import { FailureThrottle } from "./modules/auth/failure-throttle.ts";
import { billActionRoutes } from "./modules/billing/bill-action-routes.ts";
import { billingRoutes } from "./modules/billing/billing-routes.ts";
import { billingSettingsRoutes } from "./modules/billing/billing-settings-routes.ts";
import type { PaymentProviders } from "./modules/billing/charges.ts";
import { paymentMethodRoutes } from "./modules/billing/payment-method-routes.ts";
import type { StripeProvider } from "./modules/billing/providers/stripe-provider.ts";
import { webhookRoutes } from "./modules/billing/webhook-routes.ts";
import { contractRoutes } from "./modules/contracts/contract-routes.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard-routes.ts";
import { domainRoutes } from "./modules/domains/domain-routes.ts";
import type { Domains } from "./modules/domains/domains-module.ts";
import { formRoutes } from "./modules/forms/form-routes.ts";
import type { SubmissionLimiter } from "./modules/forms/submission-limits.ts";
import { outboxRoutes } from "./modules/mail/outbox-routes.ts";
import { memberRoutes } from "./modules/members/member-routes.ts";
import type { MemberService } from "./modules/members/member-service.ts";
import { deliveryRoutes } from "./modules/notifications/delivery-routes.ts";
import { newsImageRoute } from "./modules/notifications/news-image-route.ts";
import { newsRoutes } from "./modules/notifications/news-routes.ts";
import { publicDeliveryRoutes } from "./modules/notifications/public-delivery-routes.ts";
import { systemNotificationRoutes } from "./modules/notifications/system-notification-routes.ts";
import { planRoutes } from "./modules/plans/plan-routes.ts";
import { previewPasscodeLimits } from "./modules/preview/preview-access.ts";
import { previewRoutes } from "./modules/preview/preview-routes.ts";
import { previewShareRoutes } from "./modules/preview/preview-share-routes.ts";
import { createPreviewTokens } from "./modules/preview/preview-token.ts";
import { publicSiteRoutes } from "./modules/public-site/public-site-routes.ts";
import type { PublishedSites } from "./modules/public-site/published-sites.ts";
import { seoRoutes } from "./modules/public-site/seo-routes.ts";
import { siteDataRoutes } from "./modules/site-data/site-data-routes.ts";
import { siteRoutes } from "./modules/sites/site-routes.ts";
import { publicSurveyRoutes } from "./modules/surveys/public-survey-routes.ts";
import { surveyRoutes } from "./modules/surveys/survey-routes.ts";
import { accountRoutes } from "./modules/tenancy/account-routes.ts";
import { uploadRoutes } from "./modules/uploads/upload-routes.ts";
import type { UploadStores } from "./modules/uploads/upload-stores.ts";
import { userRoutes } from "./modules/users/user-routes.ts";
import type { Database } from "./platform/database/database.ts";
import type { JobQueue } from "./platform/jobs/job-queue.ts";
import type { MailOutbox } from "./platform/mail/mail-outbox.ts";
import type { RateLimitStore } from "./platform/security/rate-limiter.ts";

/** The services the API's routes stand on, made once by `buildApp` and shared with its background work. */
export interface ApiServices {
  config: Config;
  database: Database;
  /** Where the API is mounted (routes that write their own URLs need it). */
  apiBasePath: string;
  auth: AuthService;
  signer: AccessTokenSigner;
  signingKey: Uint8Array;
  mail: MailOutbox;
  published: PublishedSites;
  events: EventBuffer;
  analytics: AnalyticsStore;
  conversions: ConversionRecorder;
  limiter: SubmissionLimiter;
  members: MemberService;
  rateLimitStore: RateLimitStore;
  uploadStores: UploadStores;
  jobs: JobQueue;
  stripe: StripeProvider | undefined;
  paymentProviders: PaymentProviders;
  domains: Domains;
}

/** Every route under the API's base path, in the order the API document lists them. */
export const apiRoutes: FastifyPluginAsync<ApiServices> = async (api, services) => {
  const { config, database, apiBasePath, auth, signer, signingKey, mail, published, events, analytics } =
    services;
  const { conversions, limiter, members, rateLimitStore, uploadStores, jobs, stripe, paymentProviders } =
    services;
  const { domains } = services;
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
  await api.register(newsImageRoute, { media: uploadStores.media, log: api.log });
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
};
