import type { Config } from "./config.ts";
import { prepareSchema, seedFirstStart } from "./first-start.ts";
import { siteOrigin } from "./modules/public-site/site-origin.ts";
import { type Database, migrationsFolder, openDatabase } from "./platform/database/database.ts";
import { pendingMigrations } from "./platform/database/migration-status.ts";

/** The one-shot commands of the server (`server.mjs <command>` in a release, npm scripts in a checkout). */
export const commandNames = ["migrate", "seed"] as const;
export type CommandName = (typeof commandNames)[number];

export function isCommandName(value: string): value is CommandName {
  return (commandNames as readonly string[]).includes(value);
}

async function withDatabase(config: Config, work: (database: Database) => Promise<string[]>) {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Applies pending migrations under the setup lock; all of them in one transaction (drizzle's migrator). */
async function migrateCommand(database: Database) {
  const pending = await pendingMigrations(database.db, migrationsFolder);
  await database.migrate();
  // Another process may have applied some of them meanwhile; either way the schema is now current.
  return [
    pending.length === 0
      ? "The database is up to date; no migration was pending."
      : `${pending.length} migration(s) were pending (${pending.join(", ")}); the database is now up to date.`,
  ];
}

/** The first-start seeding (first master, demo with SEED_DEMO), for a deployment whose servers start later. */
async function seedCommand(database: Database, config: Config) {
  await prepareSchema(database, config);
  const { created, demoSiteId } = await seedFirstStart(database, config);
  if (created.length === 0) return ["Already seeded; nothing changed."];
  return [
    ...created.map(
      (login) =>
        `${login.label}: ${login.email}${login.oneTimePassword ? `  one-time password: ${login.oneTimePassword}` : ""}`,
    ),
    ...(demoSiteId ? [`demo site: ${siteOrigin(config.sites, demoSiteId)}/sites/${demoSiteId}`] : []),
  ];
}

/** Runs a command and answers the lines to print. */
export function runCommand(name: CommandName, config: Config): Promise<string[]> {
  return withDatabase(config, (database) =>
    name === "migrate" ? migrateCommand(database) : seedCommand(database, config),
  );
}
