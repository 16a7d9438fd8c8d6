import path from "node:path";
import { loadConfig } from "../config.ts";
import { BackupRefused, restoreBackup } from "../platform/backup/backup.ts";
import { backupTargetOf, invokedFrom, runOperatorCommand } from "./backup-target.ts";

/** `npm run restore -- <folder> [--replace]`: with the server processes stopped (docs/operations/backup.md). */
await runOperatorCommand(async () => {
  const args = process.argv.slice(2);
  const folder = args.find((arg) => !arg.startsWith("--"));
  const unknown = args.filter((arg) => arg.startsWith("--") && arg !== "--replace");
  if (!folder || unknown.length > 0)
    throw new BackupRefused("Usage: npm run restore -- <backup folder> [--replace]");
  const target = backupTargetOf(loadConfig());
  const manifest = await restoreBackup(target, path.resolve(invokedFrom, folder), args.includes("--replace"));
  return `Restored the backup of ${manifest.createdAt}: the database and ${manifest.media.objects.length} media objects. Start the server (it applies newer migrations).`;
});
