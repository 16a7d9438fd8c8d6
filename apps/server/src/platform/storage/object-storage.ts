import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, lstat, mkdir, readdir, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";

/**
 * Where media lives (ARCHITECTURE.md, Runtime): local disk by default, an S3-compatible store
 * (s3-storage.ts) when S3_* is configured. Keys are made by the server, never by a client.
 */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Streams a local file into the store: a video or a ZIP never sits whole in memory. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** Copies an object to a local file, streamed; throws ObjectNotFound when it does not exist. */
  download(key: string, file: string): Promise<void>;
  /** The object's size in bytes, or undefined when it does not exist. */
  size(key: string): Promise<number | undefined>;
  delete(keys: readonly string[]): Promise<void>;
  /**
   * Deletes every object of this store last written before `cutoff` and answers how many. For
   * stores of passing files (staged uploads): on a store with a prefix of "" it sweeps everything.
   * Safe to run from several processes at once; an abort stops it between requests.
   */
  deleteOlderThan(cutoff: Date, signal?: AbortSignal): Promise<number>;
  /** The address a browser loads the object from. */
  url(key: string): string;
  /**
   * A URL the browser PUTs the object to directly, valid for `expiresInSeconds`, bound to the
   * content type and size. Only stores that accept direct uploads have it.
   */
  presignPut?(key: string, contentType: string, size: number, expiresInSeconds: number): Promise<string>;
  /** The object's file on this machine, for stores on local disk. */
  localPath?(key: string): string;
}

export class ObjectNotFound extends Error {
  constructor(key: string) {
    super(`no object at ${key}`);
    this.name = "ObjectNotFound";
  }
}

const safeKey = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function assertSafeKey(key: string) {
  // Nothing may leave the store's folder, whatever made the key.
  if (!safeKey.test(key) || key.split("/").includes("..")) throw new Error(`unsafe storage key: ${key}`);
}

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Removes the files under `folder` last modified before `cutoff`, and the folders left empty that
 * nobody else had changed since the cutoff either: a folder a new upload just made stays.
 */
async function deleteOlderIn(folder: string, cutoff: Date, signal?: AbortSignal): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error) => {
    // Another process may have swept the folder away meanwhile.
    if (code(error) === "ENOENT") return [];
    throw error;
  });
  let removed = 0;
  for (const entry of entries) {
    signal?.throwIfAborted();
    const file = path.join(folder, entry.name);
    // Read before anything inside changes: deleting a file touches its folder's time.
    const modified = (await lstat(file).catch(() => undefined))?.mtime;
    if (!modified) continue;
    if (entry.isDirectory()) {
      removed += await deleteOlderIn(file, cutoff, signal);
      // rmdir refuses a folder that is not empty, so one written to meanwhile stays.
      if (modified < cutoff) {
        await rmdir(file).catch((error) => {
          if (!["ENOENT", "ENOTEMPTY", "EEXIST"].includes(code(error) ?? "")) throw error;
        });
      }
    } else if (modified < cutoff) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

export type LocalStorage = ObjectStorage & { root: string; localPath(key: string): string };

export function createLocalStorage(root: string, publicPrefix = "/media"): LocalStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  /**
   * Writes `file`, making its folder first. A sweep (deleteOlderThan, maybe in another process)
   * removes an old folder it finds empty, and can do so between the mkdir and the write, which
   * then fails with ENOENT; the folder made again, the write goes through.
   */
  const writeInFolder = async (file: string, write: () => Promise<void>) => {
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await write();
    } catch (error) {
      if (code(error) !== "ENOENT") throw error;
      await mkdir(path.dirname(file), { recursive: true });
      await write();
    }
  };
  return {
    root,
    async put(key, body) {
      const file = fileOf(key);
      await writeInFolder(file, () => writeFile(file, body));
    },
    async putFile(key, source) {
      const file = fileOf(key);
      await writeInFolder(file, () => copyFile(source, file));
    },
    async download(key, target) {
      const file = fileOf(key);
      const found = await stat(file).catch(() => undefined);
      if (!found) throw new ObjectNotFound(key);
      await pipeline(createReadStream(file), createWriteStream(target));
    },
    async size(key) {
      return (await stat(fileOf(key)).catch(() => undefined))?.size;
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    deleteOlderThan: (cutoff, signal) => deleteOlderIn(root, cutoff, signal),
    url: (key) => `${publicPrefix}/${key}`,
    localPath: fileOf,
  };
}
