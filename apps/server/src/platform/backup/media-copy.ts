import { createWriteStream } from "node:fs";
import { copyFile, mkdir, readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { assertSafeKey } from "../storage/object-storage.ts";
import { createS3Client, createS3Storage, type S3Settings } from "../storage/s3-storage.ts";

export interface MediaObject {
  key: string;
  size: number;
  /** Kept for a bucket, which serves it back as the object's type; a folder serves by extension. */
  contentType?: string;
}

export type MediaStore = { kind: "local"; folder: string } | { kind: "s3"; settings: S3Settings };

/** Uploads still being checked live here in a bucket; they are never backed up (upload-stores.ts). */
const stagingPrefix = "staging/";

async function filesUnder(root: string, folder = root): Promise<MediaObject[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const found: MediaObject[] = [];
  for (const entry of entries) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(root, file)));
    else if (entry.isFile()) {
      found.push({ key: path.relative(root, file).split(path.sep).join("/"), size: (await stat(file)).size });
    }
  }
  return found;
}

/** Copies every media object into `target` (one file per key) and lists them. */
export async function backupMedia(store: MediaStore, target: string): Promise<MediaObject[]> {
  await mkdir(target, { recursive: true });
  if (store.kind === "local") {
    const objects = await filesUnder(store.folder);
    for (const object of objects) {
      const file = path.join(target, object.key);
      await mkdir(path.dirname(file), { recursive: true });
      await copyFile(path.join(store.folder, object.key), file);
    }
    return objects;
  }
  const client = await createS3Client(store.settings);
  const Bucket = store.settings.bucket;
  const objects: MediaObject[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
    for (const { Key } of page.Contents ?? []) {
      if (!Key || Key.startsWith(stagingPrefix)) continue;
      // Keys are made by the server; anything else in the bucket is not Mekuri's to copy.
      assertSafeKey(Key);
      const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
      const file = path.join(target, Key);
      await mkdir(path.dirname(file), { recursive: true });
      await pipeline(answer.Body as Readable, createWriteStream(file));
      objects.push({ key: Key, size: (await stat(file)).size, contentType: answer.ContentType });
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return objects;
}

/** Checks that every listed file is in `source` with its size, before anything is written. */
export async function checkMediaCopy(source: string, objects: MediaObject[]) {
  for (const object of objects) {
    assertSafeKey(object.key);
    const found = await stat(path.join(source, object.key)).catch(() => undefined);
    if (found?.size !== object.size) {
      throw new Error(`media/${object.key} is missing from the backup or has another size`);
    }
  }
}

/** Writes the backed-up objects into the store; objects of the store that the backup lacks stay. */
export async function restoreMedia(store: MediaStore, source: string, objects: MediaObject[]) {
  if (store.kind === "local") {
    for (const object of objects) {
      const file = path.join(store.folder, object.key);
      await mkdir(path.dirname(file), { recursive: true });
      await copyFile(path.join(source, object.key), file);
    }
    return;
  }
  const storage = createS3Storage(store.settings);
  for (const object of objects) {
    await storage.putFile(
      object.key,
      path.join(source, object.key),
      object.contentType ?? "application/octet-stream",
    );
  }
}
