import { deflateSync } from "node:zlib";
import { type APIRequestContext, expect, test } from "@playwright/test";
import type { E2eCredentials } from "./credentials.ts";

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour, so the server's content checks and image variants run for real. */
export function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3]!)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Logs the demo operator in through the API and returns the headers that carry its token. */
export async function demoApiHeaders(
  request: APIRequestContext,
  credentials: E2eCredentials,
): Promise<Record<string, string>> {
  const answer = await request.post("/api/v1/auth/login", {
    data: { email: credentials.demo.email, password: credentials.demo.password },
  });
  expect(answer.ok()).toBe(true);
  return { authorization: `Bearer ${(await answer.json()).access_token}` };
}

/**
 * Drafts a test makes for the demo account, deleted after each test: the demo's plan allows 10
 * sites, and the whole run (two projects) would otherwise reach that limit.
 */
export function useThrowawaySites(credentials: E2eCredentials) {
  const made: string[] = [];
  test.afterEach(async ({ request }) => {
    const headers = await demoApiHeaders(request, credentials);
    for (const id of made.splice(0)) {
      const deleted = await request.delete(`/api/v1/site/${id}`, { headers });
      expect(deleted.ok(), await deleted.text()).toBe(true);
    }
  });
  return (id: string) => {
    made.push(id);
    return id;
  };
}
