import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where media lives. Local disk by default; an S3-compatible store comes with the builder's uploads. */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The address a browser loads the object from. */
  url(key: string): string;
}

const safeKey = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function createLocalStorage(root: string, publicPrefix = "/media"): ObjectStorage & { root: string } {
  return {
    root,
    async put(key, body) {
      // Keys are made by the server, never by a client; still, nothing may leave the media folder.
      if (!safeKey.test(key) || key.includes("..")) throw new Error(`unsafe storage key: ${key}`);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    url: (key) => `${publicPrefix}/${key}`,
  };
}
