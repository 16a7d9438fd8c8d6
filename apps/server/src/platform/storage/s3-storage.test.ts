import { createHash, createHmac } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage, type S3Settings, s3BrowserOrigins } from "./s3-storage.ts";

const secret = "test-secret-key";
const settings = (endpoint: string): S3Settings => ({
  bucket: "mekuri-media",
  region: "ap-northeast-1",
  endpoint,
  accessKeyId: "AKIDTEST",
  secretAccessKey: secret,
  forcePathStyle: true,
});

const hmac = (key: Buffer | string, value: string) => createHmac("sha256", key).update(value).digest();
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Checks a presigned request the way S3 does (Signature Version 4, query authentication), written
 * here independently of the SDK that signed it.
 */
function verifyPresigned(method: string, url: URL, headers: Record<string, string | undefined>): boolean {
  const query = url.searchParams;
  const signedHeaders = (query.get("X-Amz-SignedHeaders") ?? "").split(";");
  const canonicalQuery = [...query.entries()]
    .filter(([key]) => key !== "X-Amz-Signature")
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .sort()
    .join("&");
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${(headers[name] ?? "").trim()}\n`).join("");
  const canonicalRequest = [
    method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(";"),
    "UNSIGNED-PAYLOAD",
  ].join("\n");
  const [, date, region, service] = (query.get("X-Amz-Credential") ?? "").split("/");
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = [
    "AWS4-HMAC-SHA256",
    query.get("X-Amz-Date"),
    scope,
    createHash("sha256").update(canonicalRequest).digest("hex"),
  ].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date!), region!), service!), "aws4_request");
  return hmac(key, toSign).toString("hex") === query.get("X-Amz-Signature");
}

let endpoint = "";
const received: { path: string; type: string | undefined; bytes: number }[] = [];
const server = createServer(async (request: IncomingMessage, response) => {
  const url = new URL(request.url ?? "/", endpoint);
  const headers = {
    host: request.headers.host,
    "content-type": request.headers["content-type"],
    "content-length": request.headers["content-length"],
  };
  let bytes = 0;
  for await (const chunk of request) bytes += (chunk as Buffer).length;
  if (!verifyPresigned(request.method ?? "", url, headers)) {
    response.writeHead(403).end("SignatureDoesNotMatch");
    return;
  }
  received.push({ path: url.pathname, type: request.headers["content-type"], bytes });
  response.writeHead(200).end();
});

beforeAll(async () => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("S3 storage (offline)", () => {
  it("presigns a PUT bound to the content type and size, valid for the asked time", async () => {
    const storage = createS3Storage(settings(endpoint), "staging/");
    const url = new URL(await storage.presignPut!("acct/site/upload-1", "image/jpeg", 5, 3600));
    expect(url.pathname).toBe("/mekuri-media/staging/acct/site/upload-1");
    expect(url.searchParams.get("X-Amz-Expires")).toBe("3600");
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("content-length;content-type;host");
    expect(url.searchParams.get("X-Amz-Credential")).toMatch(
      /^AKIDTEST\/\d{8}\/ap-northeast-1\/s3\/aws4_request$/,
    );
    const headers = { host: url.host, "content-type": "image/jpeg", "content-length": "5" };
    expect(verifyPresigned("PUT", url, headers)).toBe(true);
    expect(verifyPresigned("PUT", url, { ...headers, "content-type": "text/html" })).toBe(false);
    expect(verifyPresigned("PUT", url, { ...headers, "content-length": "6" })).toBe(false);
  });

  it("lets a browser-like PUT with the returned content type through, and only that", async () => {
    const storage = createS3Storage(settings(endpoint), "staging/");
    const url = await storage.presignPut!("acct/site/upload-2", "video/mp4", 4, 60);
    const wrong = await fetch(url, { method: "PUT", headers: { "content-type": "image/png" }, body: "abcd" });
    expect(wrong.status).toBe(403);
    const right = await fetch(url, { method: "PUT", headers: { "content-type": "video/mp4" }, body: "abcd" });
    expect(right.status).toBe(200);
    expect(received).toEqual([
      { path: "/mekuri-media/staging/acct/site/upload-2", type: "video/mp4", bytes: 4 },
    ]);
  });

  it("serves media from the public URL when one is set, else from the bucket", () => {
    expect(
      createS3Storage({ ...settings(endpoint), publicUrl: "https://cdn.example.com/" }).url("sites/a.webp"),
    ).toBe("https://cdn.example.com/sites/a.webp");
    expect(createS3Storage(settings(endpoint)).url("sites/a.webp")).toBe(
      `${endpoint}/mekuri-media/sites/a.webp`,
    );
    const aws = { ...settings(endpoint), endpoint: undefined };
    expect(createS3Storage(aws).url("x.png")).toBe(
      "https://mekuri-media.s3.ap-northeast-1.amazonaws.com/x.png",
    );
  });

  it("refuses keys that could leave the store's area", () => {
    const storage = createS3Storage(settings(endpoint));
    expect(() => storage.url("../secrets")).toThrow(/unsafe/);
  });
});

describe("the store's origins for the console's browser", () => {
  it("uploads to the endpoint or the bucket's AWS host, and shows media from the public URL", () => {
    expect(s3BrowserOrigins(settings("http://minio.internal:9000/"))).toEqual({
      upload: "http://minio.internal:9000",
      media: "http://minio.internal:9000",
    });
    const aws = { bucket: "mekuri-media", region: "ap-northeast-1", forcePathStyle: false };
    expect(s3BrowserOrigins({ ...aws, publicUrl: "https://cdn.example.com/media" })).toEqual({
      upload: "https://mekuri-media.s3.ap-northeast-1.amazonaws.com",
      media: "https://cdn.example.com",
    });
  });
});
