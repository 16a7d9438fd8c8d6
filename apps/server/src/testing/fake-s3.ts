import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { S3Settings } from "../platform/storage/s3-storage.ts";

export interface FakeObject {
  body: Buffer;
  contentType: string;
}

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * One bucket in memory, path-style, answering PutObject, GetObject and ListObjectsV2 (in pages of
 * `pageSize`, so callers must follow continuation tokens). Signatures are not checked here; the
 * storage tests check them.
 */
export async function startFakeS3(bucket: string, pageSize = 2) {
  const objects = new Map<string, FakeObject>();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://bucket");
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const key = decodeURIComponent(url.pathname.slice(`/${bucket}/`.length));
    if (request.method === "PUT" && key) {
      objects.set(key, {
        body: Buffer.concat(chunks),
        contentType: request.headers["content-type"] ?? "binary/octet-stream",
      });
      response.writeHead(200, { etag: '"fake"' }).end();
      return;
    }
    if (request.method === "GET" && key) {
      const object = objects.get(key);
      if (!object) {
        response
          .writeHead(404, { "content-type": "application/xml" })
          .end("<Error><Code>NoSuchKey</Code></Error>");
        return;
      }
      response.writeHead(200, { "content-type": object.contentType, "content-length": object.body.length });
      response.end(object.body);
      return;
    }
    if (request.method === "GET" && url.searchParams.get("list-type") === "2") {
      const prefix = url.searchParams.get("prefix") ?? "";
      const keys = [...objects.keys()].filter((name) => name.startsWith(prefix)).sort();
      const start = Number(url.searchParams.get("continuation-token") ?? "0");
      const page = keys.slice(start, start + pageSize);
      const next = start + pageSize < keys.length ? start + pageSize : undefined;
      const contents = page
        .map(
          (name) =>
            `<Contents><Key>${escapeXml(name)}</Key><LastModified>${new Date().toISOString()}</LastModified><Size>${objects.get(name)?.body.length}</Size></Contents>`,
        )
        .join("");
      response
        .writeHead(200, { "content-type": "application/xml" })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><KeyCount>${page.length}</KeyCount><IsTruncated>${next !== undefined}</IsTruncated>${next !== undefined ? `<NextContinuationToken>${next}</NextContinuationToken>` : ""}${contents}</ListBucketResult>`,
        );
      return;
    }
    response.writeHead(400).end();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings: S3Settings = {
    bucket,
    region: "us-east-1",
    endpoint,
    accessKeyId: "AKIDTEST",
    secretAccessKey: "test-secret-key",
    forcePathStyle: true,
  };
  return {
    settings,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
