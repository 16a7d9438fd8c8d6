import { loadConfig } from "../config.ts";
import { openDatabase } from "../platform/database/database.ts";

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
});
await database.migrate();
await database.close();
process.stdout.write("Migrations applied.\n");
