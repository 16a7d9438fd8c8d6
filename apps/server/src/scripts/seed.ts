import { loadConfig } from "../config.ts";
import { ensureInitialAccounts } from "../modules/accounts/initial-accounts.ts";
import { openDatabase } from "../platform/database/database.ts";

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
});
await database.migrate();
const created = await database.withSetupLock(() =>
  ensureInitialAccounts(database.db, {
    initialMaster: config.initialMaster,
    seedDemo: config.seedDemo,
    oneTimeMasterPassword: config.oneTimeMasterPassword,
  }),
);
await database.close();
if (created.length === 0) process.stdout.write("Already seeded; nothing changed.\n");
for (const login of created) {
  process.stdout.write(
    `${login.label}: ${login.email}${login.oneTimePassword ? `  one-time password: ${login.oneTimePassword}` : ""}\n`,
  );
}
