import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeZip } from "../../platform/archive/zip-writer.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { createLocalStorage } from "../../platform/storage/object-storage.ts";
import { unpackBulkUpload } from "./bulk-upload.ts";
import { createUploadTarget, stagingKey, type UploadDeps } from "./upload-service.ts";
import { createUploadTokens } from "./upload-token.ts";

let dir = "";
let deps: UploadDeps;
const site = { id: randomUUID(), accountId: randomUUID(), numberHorizontal: 2, numberVertical: 2 };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bulk-upload-"));
  deps = {
    stores: {
      media: createLocalStorage(path.join(dir, "media")),
      staging: createLocalStorage(path.join(dir, "staging"), ""),
    },
    tokens: createUploadTokens(randomBytes(32)),
    localUploadPath: "/api/v1/uploads",
  };
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function files(folder: string) {
  const entries = await readdir(path.join(dir, folder), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe("unpackBulkUpload", () => {
  it("refuses a ZIP whose inflated total passes the limit although its headers say otherwise, and keeps nothing", async () => {
    const photo = await sharp({ create: { width: 800, height: 1400, channels: 3, background: "#0e7490" } })
      .jpeg()
      .toBuffer();
    const target = await createUploadTarget(deps, site, {
      name: "lying.zip",
      contentType: "application/zip",
      size: 1,
      purpose: "zip",
    });
    const claims = deps.tokens.verify(target.uploadId)!;
    const staged = deps.stores.staging.localPath!(stagingKey(claims));
    await mkdir(path.dirname(staged), { recursive: true });
    // A1 is a real photo and is converted first; A2's header claims 10 bytes but inflates to 600 KB.
    await writeZip(staged, [
      { name: "A1.jpg", data: photo },
      { name: "A2.jpg", data: randomBytes(600_000), declaredSize: 10 },
    ]);
    const { size } = await stat(staged);
    const uploaded = { ...claims, size };
    // A lowered total for the test; production keeps 4 GB (zipLimits).
    const rules = { maxEntries: 10_000, maxRatio: 100, maxTotalBytes: photo.length + 100_000 };

    const progress: [number, number][] = [];
    const error = await unpackBulkUpload(deps, site, uploaded, "en", { rules }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 400, messageKey: "uploads.zipTooLargeUnpacked" });
    expect(await files("media")).toEqual([]);
    expect(await files("staging")).toEqual([]);

    // The same archive under the production limit is read, and A2's random bytes are skipped.
    await writeZip(staged, [
      { name: "A1.jpg", data: photo },
      { name: "A2.jpg", data: randomBytes(600_000), declaredSize: 10 },
    ]);
    const result = await unpackBulkUpload(deps, site, uploaded, "en", {
      progress: async (done, total) => {
        progress.push([done, total]);
      },
    });
    expect(Object.keys(result.cells)).toEqual(["A1"]);
    expect(result.skipped).toEqual([
      { name: "A2.jpg", reason: "Not an image or video of an accepted type." },
    ]);
    expect((await files("media")).length).toBeGreaterThan(0);
    // The last entry always reports, so a poller sees the walk end at 2 of 2.
    expect(progress.at(-1)).toEqual([2, 2]);
  });

  it("stops between entries when its job is aborted, removes the media it stored and keeps the staged ZIP", async () => {
    const photo = await sharp({ create: { width: 400, height: 700, channels: 3, background: "#b45309" } })
      .jpeg()
      .toBuffer();
    const ownSite = { ...site, id: randomUUID() };
    const target = await createUploadTarget(deps, ownSite, {
      name: "shutdown.zip",
      contentType: "application/zip",
      size: 1,
      purpose: "zip",
    });
    const claims = deps.tokens.verify(target.uploadId)!;
    const staged = deps.stores.staging.localPath!(stagingKey(claims));
    await mkdir(path.dirname(staged), { recursive: true });
    await writeZip(staged, [
      { name: "A1.jpg", data: photo },
      { name: "A2.jpg", data: photo },
    ]);
    const uploaded = { ...claims, size: (await stat(staged)).size };
    const shutdown = new AbortController();
    const visited: number[] = [];

    const error = await unpackBulkUpload(deps, ownSite, uploaded, "en", {
      signal: shutdown.signal,
      // The process is told to stop while A1 is being stored.
      progress: async (done) => {
        visited.push(done);
        shutdown.abort(new Error("shutting down"));
      },
    }).catch((caught: unknown) => caught);

    expect(error).toBe(shutdown.signal.reason);
    expect(visited).toEqual([1]);
    expect(await files(`media/sites/${ownSite.id}`)).toEqual([]);
    expect(await stat(staged)).toBeTruthy();
  });
});
