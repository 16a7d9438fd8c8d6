import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type App, buildApp } from "./app.ts";
import type { Config } from "./config.ts";
import { ensureInitialAccounts } from "./modules/accounts/initial-accounts.ts";
import { createAnalyticsStore } from "./modules/analytics/create-analytics-store.ts";
import { seedDemoTraffic } from "./modules/analytics/demo-traffic.ts";
import { seedDemoBills } from "./modules/billing/demo-bills.ts";
import { startDemoCardPayments } from "./modules/billing/demo-card-payments.ts";
import { seedDemoBusiness } from "./modules/dashboard/demo-business.ts";
import { ensureDefaultPlans } from "./modules/plans/default-plans.ts";
import { siteOrigin } from "./modules/public-site/site-origin.ts";
import { createDemoSite } from "./modules/sites/demo/demo-site.ts";
import { planFlagsOfAccount } from "./modules/sites/plan-flags.ts";
import { createUploadStores } from "./modules/uploads/upload-stores.ts";
import { type Database, openDatabase } from "./platform/database/database.ts";
import { accounts, plans } from "./platform/database/schema/index.ts";
import { cjkFontAvailable } from "./platform/pdf/cjk-font.ts";
import { ffmpegAvailable } from "./platform/video/video-transcoder.ts";
import { missingToolNotes } from "./start-notes.ts";

/**
 * The demo account gets the multilingual Premium plan and a published demo site that uses it, with
 * 60 days of analytics history, and bills of the last closed months.
 */
async function seedDemoSite(database: Database, config: Config, accountId: string) {
  const { db } = database;
  await ensureDefaultPlans(db);
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.code, "premium-multilingual"));
  if (plan) await db.update(accounts).set({ planId: plan.id }).where(eq(accounts.id, accountId));
  const flags = await planFlagsOfAccount(db, { id: accountId, kind: "user" });
  const siteId = await createDemoSite(db, createUploadStores(config).media, accountId, flags);
  const analytics = createAnalyticsStore(config, database);
  try {
    await seedDemoTraffic(db, siteId, new Date(), 60, analytics);
  } finally {
    await analytics.close();
  }
  const [master] = await db
    .select({ id: accounts.id, path: accounts.path })
    .from(accounts)
    .where(eq(accounts.kind, "master"));
  if (master) await seedDemoBills(db, master, accountId);
  return siteId;
}

/**
 * The shutdown order (docs/decisions/027-shutdown-order.md): Fastify's close stops accepting,
 * lets in-flight requests finish and then runs the app's onClose hook, which flushes the event
 * buffer and stops jobs and mail; the database closes only after all of that, as the last step.
 * It is not an onClose hook of its own: hooks run last-added-first, which once closed it first.
 */
function shutdownInOrder(app: App, database: Database) {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= (async () => {
      try {
        await app.close();
      } finally {
        await database.close();
      }
    })();
    return stopping;
  };
}

/** Opens the configured database, applies migrations, seeds a first start and builds the app. */
export async function startServer(config: Config, log?: (line: string) => void) {
  let appLog: FastifyBaseLogger | undefined;
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: config.databasePoolSize,
    // The message only: pg attaches the whole client object to some of these errors.
    onConnectionError: (error) => appLog?.warn({ reason: error.message }, "database connection lost"),
  });
  await database.migrate();
  const { created, demoSiteId } = await database.withSetupLock(async () => {
    const created = await ensureInitialAccounts(database.db, {
      initialMaster: config.initialMaster,
      seedDemo: config.seedDemo,
      oneTimeMasterPassword: config.oneTimeMasterPassword,
    });
    const demo = created.find((login) => login.label === "demo");
    const demoSiteId = demo ? await seedDemoSite(database, config, demo.accountId) : undefined;
    const master = created.find((login) => login.label === "master");
    if (demo && master) {
      const root = { id: master.accountId, path: `/${master.accountId}/` };
      await seedDemoBusiness(database.db, { master: root, demoAccountId: demo.accountId });
    }
    return { created, demoSiteId };
  });
  const demoCards = await startDemoCardPayments(config);
  const { app } = await buildApp({
    config: demoCards ? { ...config, stripe: demoCards.settings } : config,
    database,
  });
  appLog = app.log;
  const stopApp = shutdownInOrder(app, database);
  const stop = async () => {
    await stopApp();
    await demoCards?.stop();
  };
  const address = await app.listen({ host: config.host, port: config.port });
  demoCards?.deliverTo(address.replace(/\/\/(0\.0\.0\.0|\[::\])/, "//127.0.0.1"));

  const say = log ?? ((line: string) => process.stdout.write(`${line}\n`));
  say("");
  say(
    `  Mekuri is running (${database.kind === "pglite" ? `embedded PostgreSQL in ${config.dataDir}` : "PostgreSQL"})`,
  );
  say(`  Admin console  ${config.publicUrl}/login`);
  say(`  API docs       ${config.publicUrl}/api/docs`);
  if (demoSiteId) say(`  Demo site      ${siteOrigin(config.sites, demoSiteId)}/sites/${demoSiteId}`);
  if (demoCards) say(demoCards.note);
  for (const login of created) {
    say(
      login.oneTimePassword
        ? `  ${login.label.padEnd(6)} login  ${login.email}  one-time password: ${login.oneTimePassword}  (change forced at first login; shown only now)`
        : `  ${login.label.padEnd(6)} login  ${login.email}  (password from INITIAL_MASTER_PASSWORD)`,
    );
  }
  const notes = missingToolNotes({ ffmpeg: await ffmpegAvailable(), cjkFont: cjkFontAvailable() });
  if (notes.length > 0) say("");
  for (const line of notes) say(line);
  say("");
  return { app, database, stop };
}
