import path from "node:path";
import type { Config } from "../../config.ts";
import { createLocalStorage, type ObjectStorage } from "../../platform/storage/object-storage.ts";
import { createS3Storage, lazyS3Client } from "../../platform/storage/s3-storage.ts";

/**
 * Where uploads go: `staging` takes the browser's PUT and is never served; `media` holds what was
 * checked and converted, served from /media/ or the store's public URL.
 */
export interface UploadStores {
  media: ObjectStorage;
  staging: ObjectStorage;
}

export function createUploadStores(config: Config): UploadStores {
  if (config.s3) {
    const client = lazyS3Client(config.s3);
    return {
      media: createS3Storage(config.s3, "", client),
      // Keep staging/ private in the bucket policy; the staging sweeper deletes what is never
      // completed, and a lifecycle rule expiring it after a day is a second net.
      staging: createS3Storage(config.s3, "staging/", client),
    };
  }
  return {
    media: createLocalStorage(config.mediaDir),
    staging: createLocalStorage(path.join(config.dataDir, "uploads"), ""),
  };
}

/** Records what was written, so a refused upload or ZIP leaves nothing behind. */
export function trackWrites(storage: ObjectStorage) {
  const written: string[] = [];
  const tracked: ObjectStorage = {
    ...storage,
    async put(key, body, contentType) {
      written.push(key);
      await storage.put(key, body, contentType);
    },
    async putFile(key, file, contentType) {
      written.push(key);
      await storage.putFile(key, file, contentType);
    },
  };
  return {
    storage: tracked,
    written,
    rollback: () => storage.delete(written.splice(0)),
  };
}
