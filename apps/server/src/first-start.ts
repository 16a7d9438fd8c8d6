import type { Config } from "./config.ts";
import { seedDemoCustomers, seedDemoSite, seedLightCompany } from "./demo-seed.ts";
import { ensureInitialAccounts } from "./modules/accounts/initial-accounts.ts";
import { type Database, migrationsFolder } from "./platform/database/database.ts";
import { pendingMigrations } from "./platform/database/migration-status.ts";

/** A start with MIGRATE_ON_START=false on a database the `migrate` command has not brought up to date. */
export class PendingMigrationsError extends Error {}

/**
 * Brings the schema to this version (MIGRATE_ON_START, the default), or, where a separate `migrate`
 * step owns that, refuses to serve an older schema: queries of this version would fail on it.
 */
export async function prepareSchema(database: Database, config: Pick<Config, "migrateOnStart">) {
  if (config.migrateOnStart) {
    await database.migrate();
    return;
  }
  const pending = await pendingMigrations(database.db, migrationsFolder);
  if (pending.length > 0) {
    throw new PendingMigrationsError(
      `The database lacks ${pending.length} migration(s) of this version (${pending.join(", ")}): run the migrate command first (node server.mjs migrate, or npm run db:migrate), or set MIGRATE_ON_START=true.`,
    );
  }
}

/**
 * The first master (INITIAL_MASTER_* or a one-time password), and with SEED_DEMO the demo account,
 * its site and customers, and the company on the Light plan with its draft site; nothing on a database that has them. One process at a time (setup lock).
 */
export function seedFirstStart(database: Database, config: Config) {
  return database.withSetupLock(async () => {
    const created = await ensureInitialAccounts(database.db, {
      initialMaster: config.initialMaster,
      seedDemo: config.seedDemo,
      oneTimeMasterPassword: config.oneTimeMasterPassword,
    });
    const demo = created.find((login) => login.label === "demo");
    const demoSiteId = demo ? await seedDemoSite(database, config, demo.accountId) : undefined;
    const light = created.find((login) => login.label === "light");
    if (light) await seedLightCompany(database.db, light);
    if (demo) {
      await seedDemoCustomers(database.db, {
        demoAccountId: demo.accountId,
        withBusiness: created.some((login) => login.label === "master"),
      });
    }
    return { created, demoSiteId };
  });
}
