import type { FastifyBaseLogger } from "fastify";
import { type App, buildApp } from "./app.ts";
import type { Config } from "./config.ts";
import { prepareSchema, seedFirstStart } from "./first-start.ts";
import { startDemoCardPayments } from "./modules/billing/demo-card-payments.ts";
import { siteOrigin } from "./modules/public-site/site-origin.ts";
import { type Database, openDatabase } from "./platform/database/database.ts";
import { cjkFontAvailable } from "./platform/pdf/cjk-font.ts";
import { giveBackStartMemory } from "./platform/release/start-memory.ts";
import { ffmpegAvailable } from "./platform/video/video-transcoder.ts";
import { missingToolNotes } from "./start-notes.ts";

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

export interface StartOptions {
  /** The served process gives back the start's garbage before it listens (decision 176). */
  giveBackStartMemory?: boolean;
}

/** Opens the configured database, prepares its schema, seeds a first start and builds the app. */
export async function startServer(config: Config, log?: (line: string) => void, options: StartOptions = {}) {
  let appLog: FastifyBaseLogger | undefined;
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: config.databasePoolSize,
    // The message only: pg attaches the whole client object to some of these errors.
    onConnectionError: (error) => appLog?.warn({ reason: error.message }, "database connection lost"),
  });
  await prepareSchema(database, config);
  const { created, demoSiteId } = await seedFirstStart(database, config);
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
  if (options.giveBackStartMemory) giveBackStartMemory();
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
