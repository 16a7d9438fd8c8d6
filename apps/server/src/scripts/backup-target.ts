import { type Config, ConfigError } from "../config.ts";
import { BackupRefused, type BackupTarget } from "../platform/backup/backup.ts";

/** A folder named on the command line is where the operator typed it: npm runs the script in apps/server. */
export const invokedFrom = process.env.INIT_CWD ?? process.cwd();

/** What `npm run backup` and `npm run restore` work on: the server's own configuration. */
export function backupTargetOf(config: Config): BackupTarget {
  if (!config.databaseUrl) {
    throw new BackupRefused(
      `No DATABASE_URL: the embedded database is backed up by stopping the server and copying ${config.dataDir} (docs/operations/backup.md).`,
    );
  }
  return {
    databaseUrl: config.databaseUrl,
    media: config.s3 ? { kind: "s3", settings: config.s3 } : { kind: "local", folder: config.mediaDir },
  };
}

/** Prints an expected refusal (a configuration or backup problem) as one message and exits 1. */
export async function runOperatorCommand(work: () => Promise<string>) {
  try {
    process.stdout.write(`${await work()}\n`);
  } catch (error) {
    if (!(error instanceof BackupRefused || error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
