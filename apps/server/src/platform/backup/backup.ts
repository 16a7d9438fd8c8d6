import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { migrationsFolder } from "../database/database.ts";
import { knownMigrations } from "../database/migration-status.ts";
import {
  backupMedia,
  checkMediaCopy,
  type MediaObject,
  type MediaStore,
  restoreMedia,
} from "./media-copy.ts";
import { databaseState, dumpDatabase, restoreDatabase } from "./postgres-dump.ts";

/** The folder's layout, named in its manifest so a later version can still read it. */
const format = "mekuri-backup/1";
const manifestFile = "manifest.json";
const databaseFile = "database.dump";
const mediaFolder = "media";

export interface Manifest {
  format: typeof format;
  createdAt: string;
  database: { file: string; migrations: number };
  media: { store: MediaStore["kind"]; objects: MediaObject[] };
}

export interface BackupTarget {
  /** A PostgreSQL server; the embedded database is backed up by copying its folder, stopped. */
  databaseUrl: string;
  media: MediaStore;
}

/** A message for the operator: the backup or the restore refused, and why. */
export class BackupRefused extends Error {}

/**
 * Writes a backup into `folder` (new or empty): the database dumped by pg_dump (one consistent
 * snapshot, taken while the server runs), then every media object, then the manifest last, so a
 * folder without a manifest is an unfinished backup. Media uploaded between the dump and the copy
 * are copied too; a restore then has files no row names, which is harmless.
 */
export async function createBackup(target: BackupTarget, folder: string): Promise<Manifest> {
  await mkdir(folder, { recursive: true });
  if ((await readdir(folder)).length > 0)
    throw new BackupRefused(`${folder} is not empty: back up into a new folder`);
  const { migrations } = await databaseState(target.databaseUrl);
  await dumpDatabase(target.databaseUrl, path.join(folder, databaseFile));
  const objects = await backupMedia(target.media, path.join(folder, mediaFolder));
  const manifest: Manifest = {
    format,
    createdAt: new Date().toISOString(),
    database: { file: databaseFile, migrations },
    media: { store: target.media.kind, objects },
  };
  await writeFile(path.join(folder, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function readManifest(folder: string): Promise<Manifest> {
  const text = await readFile(path.join(folder, manifestFile), "utf8").catch(() => undefined);
  if (text === undefined) throw new BackupRefused(`${folder} has no ${manifestFile}: not a finished backup`);
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== format) throw new BackupRefused(`${folder} is not a backup of format ${format}`);
  return manifest;
}

/**
 * Restores a backup into the configured database and media store. Everything is checked before
 * anything is written: the manifest, every media file, the store's kind, the version (a backup of
 * a newer server is refused), and that the database is empty unless `replace` is given. The
 * database is restored in one transaction; a backup of an older version is migrated at the next
 * start (or `npm run db:migrate`).
 */
export async function restoreBackup(
  target: BackupTarget,
  folder: string,
  replace: boolean,
): Promise<Manifest> {
  const manifest = await readManifest(folder);
  if (manifest.media.store !== target.media.kind) {
    throw new BackupRefused(
      `the backup's media come from ${manifest.media.store === "s3" ? "an S3 bucket" : "a local folder"}, the server is configured for ${target.media.kind === "s3" ? "an S3 bucket" : "a local folder"}: restore into the same kind of store`,
    );
  }
  if (manifest.database.migrations > knownMigrations(migrationsFolder).length) {
    throw new BackupRefused(
      `the backup has ${manifest.database.migrations} migrations, this version knows ${knownMigrations(migrationsFolder).length}: restore it with the version that made it or a newer one`,
    );
  }
  await checkMediaCopy(path.join(folder, mediaFolder), manifest.media.objects);
  const state = await databaseState(target.databaseUrl);
  if (state.tables > 0 && !replace) {
    throw new BackupRefused(
      `the database already has ${state.tables} tables: restore into an empty database, or pass --replace to replace what the backup holds`,
    );
  }
  await restoreDatabase(target.databaseUrl, path.join(folder, manifest.database.file), replace);
  await restoreMedia(target.media, path.join(folder, mediaFolder), manifest.media.objects);
  return manifest;
}
