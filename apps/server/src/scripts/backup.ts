import path from "node:path";
import { loadConfig } from "../config.ts";
import { BackupRefused, createBackup } from "../platform/backup/backup.ts";
import { backupTargetOf, invokedFrom, runOperatorCommand } from "./backup-target.ts";

/** `npm run backup -- <folder>`: the database and the media of the configured server, while it runs. */
await runOperatorCommand(async () => {
  const folder = process.argv[2];
  if (!folder) throw new BackupRefused("Usage: npm run backup -- <new folder>");
  const target = backupTargetOf(loadConfig());
  const manifest = await createBackup(target, path.resolve(invokedFrom, folder));
  return `Backed up the database (${manifest.database.migrations} migrations) and ${manifest.media.objects.length} media objects into ${path.resolve(invokedFrom, folder)}.`;
});
