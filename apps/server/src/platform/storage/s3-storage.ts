import { createReadStream, createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { S3Client } from "@aws-sdk/client-s3";
import { assertSafeKey, ObjectNotFound, type ObjectStorage } from "./object-storage.ts";

export interface S3Settings {
  bucket: string;
  region: string;
  /** For stores other than AWS (MinIO, R2, …). */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where browsers load media from (a CDN in front of the bucket); by default the bucket's own URL. */
  publicUrl?: string;
  forcePathStyle: boolean;
}

/**
 * The AWS SDK is imported when a store is first used, not at start (decision 136): it takes about
 * 12 MB resident, and an installation that keeps media on its own disk never loads it.
 */
const s3Sdk = () => import("@aws-sdk/client-s3").then(commonJsExports);

/**
 * The AWS SDK is CommonJS: in the release bundle (a chunk of its own, decision 136) its dynamic
 * import answers `{ default: exports }`, where Node and the tests answer the named exports too.
 */
function commonJsExports<T extends object>(module: T): T {
  const wrapped = (module as { default?: T }).default;
  return wrapped && typeof wrapped === "object" ? wrapped : module;
}

export async function createS3Client(settings: S3Settings): Promise<S3Client> {
  const { S3Client } = await s3Sdk();
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // A presigned PUT must not demand a checksum the browser cannot compute.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

function publicBase(settings: S3Settings): string {
  if (settings.publicUrl) return settings.publicUrl.replace(/\/$/, "");
  if (settings.endpoint) return `${settings.endpoint.replace(/\/$/, "")}/${settings.bucket}`;
  return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
}

/**
 * Origins the console's browser talks to when media live in the store: the presigned PUT target
 * (connect) and where media are shown from (images, video). The console's CSP allows them.
 */
export function s3BrowserOrigins(settings: S3Settings): { upload: string; media: string } {
  const upload = settings.endpoint
    ? new URL(settings.endpoint).origin
    : settings.forcePathStyle
      ? `https://s3.${settings.region}.amazonaws.com`
      : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
  return { upload, media: new URL(publicBase(settings)).origin };
}

const missing = async (error: unknown) => {
  const { NoSuchKey, NotFound } = await s3Sdk();
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
};

/** A client made on the first call and shared by every later one (one connection pool per store). */
export function lazyS3Client(settings: S3Settings): () => Promise<S3Client> {
  let client: Promise<S3Client> | undefined;
  return () => {
    client ??= createS3Client(settings);
    return client;
  };
}

/** An S3-compatible store; `prefix` keeps areas apart in one bucket (media, staged uploads). */
export function createS3Storage(
  settings: S3Settings,
  prefix = "",
  s3Client = lazyS3Client(settings),
): ObjectStorage {
  const Bucket = settings.bucket;
  const keyOf = (key: string) => {
    assertSafeKey(key);
    return `${prefix}${key}`;
  };
  const base = publicBase(settings);
  return {
    async put(key, body, contentType) {
      const [{ PutObjectCommand }, client] = await Promise.all([s3Sdk(), s3Client()]);
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentType: contentType }),
      );
    },
    async putFile(key, file, contentType) {
      const [{ PutObjectCommand }, client] = await Promise.all([s3Sdk(), s3Client()]);
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(key),
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async download(key, file) {
      const [{ GetObjectCommand }, client] = await Promise.all([s3Sdk(), s3Client()]);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        await pipeline(answer.Body as Readable, createWriteStream(file));
      } catch (error) {
        if (await missing(error)) throw new ObjectNotFound(key);
        throw error;
      }
    },
    async size(key) {
      const [{ HeadObjectCommand }, client] = await Promise.all([s3Sdk(), s3Client()]);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return head.ContentLength;
      } catch (error) {
        if (await missing(error)) return undefined;
        throw error;
      }
    },
    async delete(keys) {
      const [{ DeleteObjectsCommand }, client] = await Promise.all([s3Sdk(), s3Client()]);
      // One request deletes at most 1,000 keys.
      for (let start = 0; start < keys.length; start += 1000) {
        const Objects = keys.slice(start, start + 1000).map((key) => ({ Key: keyOf(key) }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      }
    },
    async deleteOlderThan(cutoff, signal) {
      const [{ DeleteObjectsCommand, ListObjectsV2Command }, client] = await Promise.all([
        s3Sdk(),
        s3Client(),
      ]);
      const options = { abortSignal: signal };
      let removed = 0;
      const old: string[] = [];
      const deleteBatch = async (Keys: string[]) => {
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: Keys.map((Key) => ({ Key })), Quiet: true },
          }),
          options,
        );
        // A refused key (a permission missing) answers 200 and lists it here.
        const refused = answer.Errors ?? [];
        if (refused.length > 0) {
          const [first] = refused;
          throw new Error(
            `${refused.length} objects not deleted: ${first?.Key} ${first?.Code} ${first?.Message}`,
          );
        }
        removed += Keys.length;
      };
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
          options,
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && object.LastModified < cutoff) old.push(object.Key);
        }
        // One request deletes at most 1,000 keys.
        while (old.length >= 1000) await deleteBatch(old.splice(0, 1000));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      if (old.length > 0) await deleteBatch(old);
      return removed;
    },
    url: (key) => `${base}/${keyOf(key)}`,
    async presignPut(key, contentType, size, expiresInSeconds) {
      const [{ PutObjectCommand }, { getSignedUrl }, client] = await Promise.all([
        s3Sdk(),
        import("@aws-sdk/s3-request-presigner").then(commonJsExports),
        s3Client(),
      ]);
      return getSignedUrl(
        client,
        new PutObjectCommand({ Bucket, Key: keyOf(key), ContentType: contentType, ContentLength: size }),
        { expiresIn: expiresInSeconds, signableHeaders: new Set(["content-type", "content-length"]) },
      );
    },
  };
}
