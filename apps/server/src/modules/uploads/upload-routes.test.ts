import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { imageVariantWidths } from "@mekuri/domain";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeZip, type ZipWriterEntry } from "../../platform/archive/zip-writer.ts";
import { ffmpegAvailable } from "../../platform/video/video-transcoder.ts";
import { siteFixture } from "../../testing/site-fixture.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { insertSiteDraft } from "../sites/site-draft-writer.ts";

const dataDir = path.join(tmpdir(), `mekuri-uploads-${randomUUID()}`);
const mediaDir = path.join(dataDir, "media");
const ctx = useTestApp({ env: { DATA_DIR: dataDir } });
let token = "";
let otherToken = "";
let siteId = "";
let otherSiteId = "";

beforeAll(async () => {
  const master = await createAccount(ctx, { kind: "master" });
  const user = await createAccount(ctx, { kind: "user", parent: master });
  const other = await createAccount(ctx, { kind: "user", parent: master });
  token = (await login(ctx, (await createOperator(ctx, { account: user, role: "USER" })).email)).access_token;
  otherToken = (await login(ctx, (await createOperator(ctx, { account: other, role: "USER" })).email))
    .access_token;
  siteId = await insertSiteDraft(ctx.database.db, siteFixture(user.id));
  otherSiteId = await insertSiteDraft(ctx.database.db, siteFixture(other.id));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function post(url: string, payload: object, as = token) {
  return ctx.app.inject({
    method: "POST",
    url: api(url),
    headers: { ...bearer(as), "accept-language": "en" },
    payload,
  });
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#4338ca" } })
    .jpeg()
    .toBuffer();
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: "#be185d" } })
    .png()
    .toBuffer();

interface Target {
  upload_id: string;
  url: string;
  method: string;
  headers: Record<string, string>;
}

async function requestUrls(files: { name: string; contentType: string; size: number; purpose?: string }[]) {
  const response = await post("/site/generate-urls", {
    site_id: siteId,
    files: files.map((file) => ({
      name: file.name,
      content_type: file.contentType,
      size: file.size,
      purpose: file.purpose ?? "creative",
    })),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().uploads as Target[];
}

function put(target: Target, body: Buffer, contentType = target.headers["content-type"]!) {
  return ctx.app.inject({
    method: "PUT",
    url: target.url,
    headers: { "content-type": contentType, "accept-language": "en" },
    payload: body,
  });
}

async function uploadAndComplete(name: string, body: Buffer, contentType: string) {
  const [target] = await requestUrls([{ name, contentType, size: body.length }]);
  const stored = await put(target!, body);
  expect(stored.statusCode, stored.body).toBe(200);
  return post("/site/upload/complete", { site_id: siteId, upload_ids: [target!.upload_id] });
}

async function mediaFiles(): Promise<string[]> {
  if (!existsSync(mediaDir)) return [];
  return (await readdir(mediaDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const widthOf = async (src: string) =>
  (await sharp(path.join(mediaDir, src.replace(/^\/media\//, ""))).metadata()).width;

describe("creative uploads", () => {
  it("hands out a signed local PUT URL bound to the file's content type", async () => {
    const [target] = await requestUrls([{ name: "A1.jpg", contentType: "image/jpeg", size: 1000 }]);
    expect(target).toMatchObject({ method: "PUT", headers: { "content-type": "image/jpeg" } });
    expect(target!.url).toBe(`/api/v1/uploads/${target!.upload_id}`);
  });

  it("turns a JPEG into its original and webp variants at every spec width up to its own", async () => {
    const response = await uploadAndComplete("A1.jpg", await jpeg(2400, 1600), "image/jpeg");
    expect(response.statusCode, response.body).toBe(200);
    const [asset] = response.json().assets;
    expect(asset).toMatchObject({
      name: "A1.jpg",
      media: { type: "IMAGE", video_url: null, hls_path: null },
    });
    const image = asset.media.image;
    expect(image).toMatchObject({ width: 2400, height: 1600 });
    expect(image.variants.map((v: { width: number }) => v.width)).toEqual([...imageVariantWidths]);
    for (const variant of image.variants) {
      expect(variant.src).toMatch(/\.webp$/);
      expect(await widthOf(variant.src)).toBe(variant.width);
    }
    expect(await widthOf(image.src)).toBe(2400);
    expect(asset.url).toBe(image.src);
  });

  it("never upscales: a 300-pixel PNG gets only the narrower widths and stays PNG", async () => {
    const response = await uploadAndComplete("b3.png", await png(300, 500), "image/png");
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json().assets[0].media.image;
    expect(image.src).toMatch(/\.png$/);
    expect(image.variants.map((v: { width: number }) => v.width)).toEqual([50, 100, 200]);
  });

  it("refuses at the PUT a text file sent as a JPEG, naming the file, and keeps nothing", async () => {
    const before = await mediaFiles();
    const body = Buffer.from("this is not a picture at all");
    const [target] = await requestUrls([{ name: "notes.jpg", contentType: "image/jpeg", size: body.length }]);
    const response = await put(target!, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("notes.jpg");
    const complete = await post("/site/upload/complete", {
      site_id: siteId,
      upload_ids: [target!.upload_id],
    });
    expect(complete.statusCode).toBe(400);
    expect(complete.json().message).toBe("notes.jpg has not been uploaded yet.");
    expect(await mediaFiles()).toEqual(before);
  });

  it("checks the content again on completion, as a direct store upload is not checked on the way", async () => {
    const before = await mediaFiles();
    const body = Buffer.from("%PDF-1.7 a document named like a photo");
    const [target] = await requestUrls([{ name: "photo.png", contentType: "image/png", size: body.length }]);
    // What a presigned PUT to S3 would leave: the bytes as sent, unchecked.
    const claims = JSON.parse(Buffer.from(target!.upload_id.split(".")[0]!, "base64url").toString());
    const staged = path.join(dataDir, "uploads", claims.account, claims.site, claims.id);
    await mkdir(path.dirname(staged), { recursive: true });
    await writeFile(staged, body);
    const response = await post("/site/upload/complete", {
      site_id: siteId,
      upload_ids: [target!.upload_id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "photo.png: the file's content is not JPG, JPEG, PNG, GIF, BMP, TIFF, WEBP, JFIF, HEIC, SVG, MP4, AVI, MOV, MKV, FLV, WMV, WEBM. Choose another file.",
    );
    expect(existsSync(staged)).toBe(false);
    expect(await mediaFiles()).toEqual(before);
  });

  it("refuses an oversized video up front with the file name and the 30 MB limit", async () => {
    const response = await post("/site/generate-urls", {
      site_id: siteId,
      files: [
        { name: "movie.mp4", content_type: "video/mp4", size: 30 * 1024 * 1024 + 1, purpose: "creative" },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(["movie.mp4 is larger than the limit of 30 MB."]);
  });

  it("takes at most 2 files per upload call (admin.md §5 'Max upload count 2'), in both steps", async () => {
    const file = (name: string) => ({ name, content_type: "image/png", size: 100, purpose: "creative" });
    const three = await post("/site/generate-urls", {
      site_id: siteId,
      files: [file("A1.png"), file("A2.png"), file("A3.png")],
    });
    expect(three.statusCode).toBe(400);
    expect(three.json().message).toEqual(["Upload at most 2 files at a time."]);
    const two = await post("/site/generate-urls", {
      site_id: siteId,
      files: [file("A1.png"), file("A2.png")],
    });
    expect(two.statusCode).toBe(200);
    const ids = (two.json().uploads as Target[]).map((target) => target.upload_id);
    const completeThree = await post("/site/upload/complete", {
      site_id: siteId,
      upload_ids: [...ids, ids[0]],
    });
    expect(completeThree.statusCode).toBe(400);
    expect(completeThree.json().message).toEqual(["Upload at most 2 files at a time."]);
  });

  it("refuses a body larger than declared and a PUT without the declared content type", async () => {
    const body = await jpeg(64, 64);
    const [target] = await requestUrls([
      { name: "A2.jpg", contentType: "image/jpeg", size: body.length - 10 },
    ]);
    const tooLong = await put(target!, body);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain("A2.jpg");
    const wrongType = await put(target!, body.subarray(0, body.length - 10), "image/png");
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe("Upload A2.jpg with the content type image/jpeg.");
  });

  it("refuses an empty PUT", async () => {
    const [target] = await requestUrls([{ name: "A1.jpg", contentType: "image/jpeg", size: 10 }]);
    const response = await put(target!, Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "A1.jpg did not arrive whole (0 of 10 bytes). Please upload it again.",
    );
  });

  it("refuses a tampered upload link", async () => {
    const [target] = await requestUrls([{ name: "A1.jpg", contentType: "image/jpeg", size: 10 }]);
    const response = await put({ ...target!, url: `${target!.url.slice(0, -2)}xx` }, Buffer.alloc(10));
    expect(response.statusCode).toBe(403);
  });

  it("takes a JPG or PNG logo but not a video", async () => {
    const logo = await post("/site/generate-logo-url", {
      site_id: siteId,
      name: "logo.png",
      content_type: "image/png",
      size: 2000,
      kind: "logo",
    });
    expect(logo.statusCode, logo.body).toBe(200);
    expect(logo.json()).toMatchObject({ method: "PUT", headers: { "content-type": "image/png" } });
    const video = await post("/site/generate-logo-url", {
      site_id: siteId,
      name: "intro.mp4",
      content_type: "video/mp4",
      size: 2000,
      kind: "favicon",
    });
    expect(video.statusCode).toBe(400);
    expect(video.json().message).toEqual([
      "intro.mp4: this type of file is not accepted here. Use JPG or PNG.",
    ]);
  });

  it("makes a video's HLS playlist and poster with ffmpeg, or keeps the plain file without it", async () => {
    const hasFfmpeg = await ffmpegAvailable();
    let body: Buffer;
    if (hasFfmpeg) {
      const file = path.join(dataDir, "clip.mp4");
      await promisify(execFile)("ffmpeg", [
        ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc=s=320x568:d=1:r=15"],
        ...["-c:v", "libx264", "-pix_fmt", "yuv420p", file],
      ]);
      body = await readFile(file);
    } else {
      // Without ffmpeg a minimal MP4 header is enough: the file is stored as it is.
      body = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(64)]);
    }
    const response = await uploadAndComplete("B1.mp4", body, "video/mp4");
    expect(response.statusCode, response.body).toBe(200);
    const media = response.json().assets[0].media;
    expect(media).toMatchObject({ type: "VIDEO", image: null });
    expect(media.video_url).toMatch(/\/video\.mp4$/);
    expect(existsSync(path.join(mediaDir, media.video_url.replace("/media/", "")))).toBe(true);
    if (hasFfmpeg) {
      expect(media.hls_path).toMatch(/\/hls\/index\.m3u8$/);
      const playlist = await readFile(path.join(mediaDir, media.hls_path.replace("/media/", "")), "utf8");
      expect(playlist).toContain("segment-000.ts");
      expect(media.poster.width).toBe(320);
    } else {
      expect(media).toMatchObject({ hls_path: null, poster: null });
    }
  });
});

describe("bulk ZIP upload", () => {
  async function uploadZip(entries: ZipWriterEntry[], name = "creatives.zip") {
    const file = path.join(dataDir, `${randomUUID()}.zip`);
    await writeZip(file, entries);
    const body = await readFile(file);
    const start = await post("/site/bulk-upload/start", { site_id: siteId, name, size: body.length });
    expect(start.statusCode, start.body).toBe(200);
    const target = start.json() as Target;
    const stored = await put(target, body);
    expect(stored.statusCode, stored.body).toBe(200);
    const queued = await post("/site/bulk-upload/complete", { site_id: siteId, upload_id: target.upload_id });
    expect(queued.statusCode, queued.body).toBe(202);
    await ctx.app.jobs.drain();
    return { ...(await jobStatus(queued.json().job_id)).json(), uploadId: target.upload_id };
  }

  function jobStatus(jobId: string, as = token) {
    return ctx.app.inject({
      method: "GET",
      url: api(`/site/bulk-upload/job/${jobId}`),
      headers: { ...bearer(as), "accept-language": "en" },
    });
  }

  it("maps images to cells by file name and lists what it skipped and why", async () => {
    const response = await uploadZip([
      { name: "shoot/A1.jpg", data: await jpeg(640, 1136) },
      { name: "b2.png", data: await png(500, 900), method: "store" },
      { name: "A2 summer sale.jpg", data: await jpeg(400, 700) },
      { name: "hero.jpg", data: await jpeg(100, 100) },
      { name: "C1.jpg", data: await jpeg(100, 100) },
      { name: "B1.jpg", data: Buffer.from("not an image") },
      { name: "__MACOSX/._A1.jpg", data: Buffer.from("resource fork") },
    ]);
    expect(response.status).toBe("done");
    // Seven entries, the resource fork among them: every file of the archive was looked at.
    expect(response.progress).toEqual({ done: 7, total: 7 });
    const { cells, skipped } = response.result;
    // Cell codes travel as keys, converted like every key: A1 is "_a1" on the wire.
    expect(Object.keys(cells).sort()).toEqual(["_a1", "_a2", "_b2"]);
    expect(cells._a1.image.variants.map((v: { width: number }) => v.width)).toEqual([50, 100, 200, 400, 600]);
    expect(skipped).toEqual([
      { name: "hero.jpg", reason: "The file name does not start with a cell code such as A1." },
      { name: "C1.jpg", reason: "Cell C1 is outside the site's grid." },
      { name: "B1.jpg", reason: "Not an image or video of an accepted type." },
    ]);
  });

  it.each([
    [
      "a ratio over 100:1",
      [{ name: "A1.jpg", data: Buffer.alloc(2_000_000) }],
      "is compressed more than 100:1 (A1.jpg)",
    ],
    [
      "a symbolic link",
      [{ name: "A1.jpg", data: Buffer.from("/etc/passwd"), symlink: true, method: "store" as const }],
      "contains a symbolic link (A1.jpg)",
    ],
    [
      "a path outside its folder",
      [{ name: "../A1.jpg", data: Buffer.from("x"), method: "store" as const }],
      "contains a path outside its folder (../A1.jpg)",
    ],
  ])("refuses a ZIP with %s and keeps nothing of it", async (_rule, bad, message) => {
    const before = await mediaFiles();
    const response = await uploadZip([{ name: "A2.jpg", data: await jpeg(300, 300) }, ...bad], "bomb.zip");
    expect(response.status).toBe("failed");
    expect(response.result).toBeNull();
    expect(response.error.code).toBe("VALIDATION_ERROR");
    expect(response.error.message).toContain(`bomb.zip ${message}`);
    expect(await mediaFiles()).toEqual(before);
    const staged = await readdir(path.join(dataDir, "uploads"), { recursive: true, withFileTypes: true });
    expect(staged.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);
  });

  it("refuses a ZIP with more than 10,000 entries", async () => {
    const entries = Array.from({ length: 10_001 }, (_, i) => ({
      name: `f${i}.txt`,
      data: Buffer.alloc(0),
      method: "store" as const,
    }));
    const response = await uploadZip(entries, "many.zip");
    expect(response.status).toBe("failed");
    expect(response.error.message).toBe("many.zip holds more than 10000 files.");
  });

  it("answers the same job when the same ZIP is completed twice, and keeps it from other accounts", async () => {
    const first = await uploadZip([{ name: "A1.jpg", data: await jpeg(200, 300) }]);
    expect(first.status).toBe("done");
    const again = await post("/site/bulk-upload/complete", { site_id: siteId, upload_id: first.uploadId });
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json()).toMatchObject({ job_id: first.job_id, status: "done" });
    expect(Object.keys(again.json().result.cells)).toEqual(["_a1"]);

    expect((await jobStatus(first.job_id, otherToken)).statusCode).toBe(404);
    expect((await jobStatus(randomUUID())).statusCode).toBe(404);
  });

  it("refuses completing a ZIP that was never uploaded at once, before any job", async () => {
    const start = await post("/site/bulk-upload/start", { site_id: siteId, name: "late.zip", size: 1234 });
    const response = await post("/site/bulk-upload/complete", {
      site_id: siteId,
      upload_id: start.json().upload_id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("late.zip has not been uploaded yet.");
  });

  it("refuses a ZIP over 1 GB up front and a file that is not a ZIP", async () => {
    const large = await post("/site/bulk-upload/start", {
      site_id: siteId,
      name: "all.zip",
      size: 1024 ** 3 + 1,
    });
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toEqual(["all.zip is larger than the limit of 1 GB."]);
    const body = await jpeg(10, 10);
    const start = await post("/site/bulk-upload/start", {
      site_id: siteId,
      name: "photo.zip",
      size: body.length,
    });
    const response = await put(start.json(), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("photo.zip");
  });
});

describe("tenancy", () => {
  it("keeps another account's user away from this site's uploads", async () => {
    const file = { name: "A1.jpg", content_type: "image/jpeg", size: 100, purpose: "creative" };
    const urls = await post("/site/generate-urls", { site_id: siteId, files: [file] }, otherToken);
    expect(urls.statusCode).toBe(404);
    const logo = await post(
      "/site/generate-logo-url",
      { site_id: siteId, name: "l.png", content_type: "image/png", size: 10, kind: "logo" },
      otherToken,
    );
    expect(logo.statusCode).toBe(404);
    const zip = await post(
      "/site/bulk-upload/start",
      { site_id: siteId, name: "a.zip", size: 10 },
      otherToken,
    );
    expect(zip.statusCode).toBe(404);

    const [target] = await requestUrls([{ name: "A1.jpg", contentType: "image/jpeg", size: 100 }]);
    const complete = await post(
      "/site/upload/complete",
      { site_id: siteId, upload_ids: [target!.upload_id] },
      otherToken,
    );
    expect(complete.statusCode).toBe(404);
    const bulk = await post(
      "/site/bulk-upload/complete",
      { site_id: siteId, upload_id: target!.upload_id },
      otherToken,
    );
    expect(bulk.statusCode).toBe(404);
    // Their own site does not make this site's upload id theirs.
    const moved = await post(
      "/site/upload/complete",
      { site_id: otherSiteId, upload_ids: [target!.upload_id] },
      otherToken,
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe("This upload link is not valid.");
  });

  it("asks for a login", async () => {
    const response = await ctx.app.inject({ method: "POST", url: api("/site/generate-urls"), payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
