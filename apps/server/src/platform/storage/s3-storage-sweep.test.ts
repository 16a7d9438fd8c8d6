import { createHash, createHmac } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createS3Storage, type S3Settings } from "./s3-storage.ts";

const secret = "test-secret-key";
const bucket = "mekuri-media";
const settings = (endpoint: string): S3Settings => ({
  bucket,
  region: "ap-northeast-1",
  endpoint,
  accessKeyId: "AKIDTEST",
  secretAccessKey: secret,
  forcePathStyle: true,
});

const sha256 = (value: string | Buffer) => createHash("sha256").update(value).digest("hex");
const hmac = (key: Buffer | string, value: string) => createHmac("sha256", key).update(value).digest();
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Checks a request signed in its Authorization header the way S3 does (Signature Version 4),
 * written here independently of the SDK that signed it, the body's hash included.
 */
function verifySigned(method: string, url: URL, headers: IncomingHttpHeaders, body: Buffer): boolean {
  const match = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
    headers.authorization ?? "",
  );
  if (!match) return false;
  const [, credential, signedHeaders, signature] = match as unknown as [string, string, string, string];
  const payloadHash = String(headers["x-amz-content-sha256"]);
  if (payloadHash !== sha256(body)) return false;
  const canonicalQuery = [...url.searchParams.entries()]
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .sort()
    .join("&");
  const canonicalHeaders = signedHeaders
    .split(";")
    .map((name) => `${name}:${String(headers[name] ?? "").trim()}\n`)
    .join("");
  const canonicalRequest = [
    method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ];
  const [, date, region, service] = credential.split("/");
  const toSign = [
    "AWS4-HMAC-SHA256",
    headers["x-amz-date"],
    `${date}/${region}/${service}/aws4_request`,
    sha256(canonicalRequest.join("\n")),
  ].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date!), region!), service!), "aws4_request");
  return hmac(key, toSign).toString("hex") === signature;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const namespace = 'xmlns="http://s3.amazonaws.com/doc/2006-03-01/"';
/** Small pages, so a sweep has to follow continuation tokens as it would past 1,000 objects. */
const pageSize = 400;

/** A bucket held in memory, answering ListObjectsV2 and DeleteObjects as S3 does. */
const objects = new Map<string, Date>();
const requests: { method: string; query: Record<string, string>; deleted?: number }[] = [];
let refuse: string | undefined;
let endpoint = "";
const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", endpoint);
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  if (url.pathname !== `/${bucket}/` || !verifySigned(request.method ?? "", url, request.headers, body)) {
    response.writeHead(403).end("SignatureDoesNotMatch");
    return;
  }
  const query = Object.fromEntries(url.searchParams);
  if (request.method === "GET" && query["list-type"] === "2") {
    requests.push({ method: "list", query });
    const prefix = query.prefix ?? "";
    const keys = [...objects.keys()].filter((key) => key.startsWith(prefix)).sort();
    const start = query["continuation-token"] ? keys.indexOf(query["continuation-token"]) : 0;
    const page = keys.slice(start, start + pageSize);
    const next = keys[start + pageSize];
    const contents = page.map(
      (key) =>
        `<Contents><Key>${key}</Key><LastModified>${objects.get(key)!.toISOString()}</LastModified><Size>1</Size></Contents>`,
    );
    response
      .writeHead(200, { "content-type": "application/xml" })
      .end(
        xml(
          `<ListBucketResult ${namespace}><Name>${bucket}</Name><Prefix>${prefix}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>${next !== undefined}</IsTruncated>${contents.join("")}${next ? `<NextContinuationToken>${next}</NextContinuationToken>` : ""}</ListBucketResult>`,
        ),
      );
    return;
  }
  if (request.method === "POST" && "delete" in query) {
    const keys = [...body.toString().matchAll(/<Key>([^<]*)<\/Key>/g)].map(([, key]) => key!);
    requests.push({ method: "delete", query, deleted: keys.length });
    const errors = keys
      .filter((key) => key === refuse)
      .map(
        (key) => `<Error><Key>${key}</Key><Code>AccessDenied</Code><Message>Access Denied</Message></Error>`,
      );
    for (const key of keys) if (key !== refuse) objects.delete(key);
    response
      .writeHead(200, { "content-type": "application/xml" })
      .end(xml(`<DeleteResult ${namespace}>${errors.join("")}</DeleteResult>`));
    return;
  }
  response.writeHead(400).end();
});

beforeAll(async () => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  objects.clear();
  requests.length = 0;
  refuse = undefined;
});

const cutoff = new Date("2025-06-01T06:00:00Z");
const old = new Date("2025-05-31T00:00:00Z");
const fresh = new Date("2025-06-01T11:00:00Z");

describe("deleting old objects from an S3 store (offline)", () => {
  it("lists only its prefix page by page and deletes what is older, at most 1,000 keys a request", async () => {
    for (let n = 0; n < 2500; n += 1) objects.set(`staging/acct/site/old-${String(n).padStart(4, "0")}`, old);
    objects.set("staging/acct/site/young", fresh);
    objects.set("sites/site/old-media.webp", old);

    const removed = await createS3Storage(settings(endpoint), "staging/").deleteOlderThan(cutoff);

    expect(removed).toBe(2500);
    expect([...objects.keys()].sort()).toEqual(["sites/site/old-media.webp", "staging/acct/site/young"]);
    const lists = requests.filter((request) => request.method === "list");
    expect(lists.every((request) => request.query.prefix === "staging/")).toBe(true);
    expect(lists.map((request) => request.query["continuation-token"] ?? null)).toEqual([
      null,
      "staging/acct/site/old-0400",
      "staging/acct/site/old-0800",
      "staging/acct/site/old-1200",
      "staging/acct/site/old-1600",
      "staging/acct/site/old-2000",
      "staging/acct/site/old-2400",
    ]);
    expect(
      requests.filter((request) => request.method === "delete").map((request) => request.deleted),
    ).toEqual([1000, 1000, 500]);
  });

  it("sends no delete when nothing is old enough", async () => {
    objects.set("staging/acct/site/young", fresh);
    expect(await createS3Storage(settings(endpoint), "staging/").deleteOlderThan(cutoff)).toBe(0);
    expect(requests.map((request) => request.method)).toEqual(["list"]);
  });

  it("fails naming an object the store refused to delete, so the sweep's log shows a missing permission", async () => {
    objects.set("staging/acct/site/old", old);
    refuse = "staging/acct/site/old";
    await expect(createS3Storage(settings(endpoint), "staging/").deleteOlderThan(cutoff)).rejects.toThrow(
      "1 objects not deleted: staging/acct/site/old AccessDenied Access Denied",
    );
  });

  it("stops at once when aborted", async () => {
    objects.set("staging/acct/site/old", old);
    const abort = new AbortController();
    abort.abort();
    await expect(
      createS3Storage(settings(endpoint), "staging/").deleteOlderThan(cutoff, abort.signal),
    ).rejects.toThrow();
    expect(objects.has("staging/acct/site/old")).toBe(true);
  });
});
