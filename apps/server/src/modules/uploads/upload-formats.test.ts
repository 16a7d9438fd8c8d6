import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canDecode } from "../../platform/images/image-decoders.ts";
import { ffmpegAvailable } from "../../platform/video/video-transcoder.ts";
import { siteFixture } from "../../testing/site-fixture.ts";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";
import { insertSiteDraft } from "../sites/site-draft-writer.ts";

/** admin.md §9: every image extension becomes webp variants, every video extension something browsers play. */
const run = promisify(execFile);
const dataDir = path.join(tmpdir(), `mekuri-upload-formats-${randomUUID()}`);
const mediaDir = path.join(dataDir, "media");
const ctx = useTestApp({ env: { DATA_DIR: dataDir } });
let token = "";
let siteId = "";

beforeAll(async () => {
  const master = await createAccount(ctx, { kind: "master" });
  const user = await createAccount(ctx, { kind: "user", parent: master });
  token = (await login(ctx, (await createOperator(ctx, { account: user, role: "USER" })).email)).access_token;
  siteId = await insertSiteDraft(ctx.database.db, siteFixture(user.id));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const post = (url: string, payload: object) =>
  ctx.app.inject({
    method: "POST",
    url: api(url),
    headers: { ...bearer(token), "accept-language": "en" },
    payload,
  });

/** generate-urls → PUT → complete for one creative file; answers the completion. */
async function upload(name: string, body: Buffer, contentType: string) {
  const urls = await post("/site/generate-urls", {
    site_id: siteId,
    files: [{ name, content_type: contentType, size: body.length, purpose: "creative" }],
  });
  if (urls.statusCode !== 200) return urls;
  const [target] = urls.json().uploads;
  const stored = await ctx.app.inject({
    method: "PUT",
    url: target.url,
    headers: { "content-type": contentType, "accept-language": "en" },
    payload: body,
  });
  expect(stored.statusCode, stored.body).toBe(200);
  return post("/site/upload/complete", { site_id: siteId, upload_ids: [target.upload_id] });
}

const local = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ""));

/** A 1-second test picture encoded by ffmpeg into the given file. */
async function clip(name: string, codec: string[]) {
  const file = path.join(dataDir, name);
  await run("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc=s=160x284:d=1:r=10"],
    ...codec,
    file,
  ]);
  return readFile(file);
}

const picture = () => sharp({ create: { width: 640, height: 400, channels: 3, background: "#0e7490" } });

/** A 64×48 HEIC photo made by libheif's heif-enc (HEVC inside an ftyp "heic" box). */
const heic = Buffer.from(
  "AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAACAAAAEGlkYXQAAAAAAEAAMAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAACWwACAAEAAAAAAAAAAQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADYaXBycAAAALZpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFlurkprm4EBAwIAAAAwAgAAADACEiAAEABkQBwXPAiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGltZwACAAEAAQAAAmNtZGF0AAACVygBrxOAmSkT/ylxuHLGQf+IQkyxr0Diva8zkeGvtBX+rhT3rM1H/Ra9y/zf00gZD4WUbv2G4j1km+3lAaSYzsL0ZsXLI24C8KH9/91GkANWKgH7eQboPQPif08Ov9tg+zcwCj1OTf7ictHhlAf4H+kVf98i5oSKIzfsTDegSMoKu461a0xsLi5Zm1vre39ZRkpDv7/nsX/Gb9cf/J3TAFmcvw2I0NoyAb/uu30TeB3ZRDa9LV+sQHiFxNs5/CBspjj2pC9Ez5AF5N+6/fh988JHq+DLUnnPXMXvN5UjJ0oHbQdgIkgT7aDcFXrW2IM/Qwo6RPg9EwRRVBHO4ZEOM9fd+gQVRJlsH65aPj6/hpFcW4hq2FkeihD/7qKxPyb0qKN8NUykfQQeHLR1OkQ/P3HG76vKYQwqJqQmR8JxjETVLKCw76qbQ+VERpX57bsITMtX1XCwV/Nxz/sQSSxzgbIN5yv3RLzjEur3b4m38v2egBRh81P+xPQLNb1roalTqKO0hvAt7orlzAQQobektWf78/5OcTLLjJmEf4K9kDRHM2nF6gIFjcs3N/O9vIW5xwA5W7XtvyCTCM57tTG4Rj57hgq030aCC8a4L3kJLc5BAawU209xUUk6mPW4o9eVHsQf6URlOxRnInRjaqyin3CXMPkU2e4pk8Obn52Fwa4FOSVFKRQH4usxJhrkKPdeCWGa2e/+NHexzjprgLLmOdpAFNBG79unQxWtsYyZc/C0akME+mP8PV3gS073/+1YcWTCUOLJ3cdiNGjP6C/39ty/RI/1B6H4",
  "base64",
);

describe("image formats of admin.md §9", () => {
  it.each([
    ["GIF", "still.gif", "image/gif", () => picture().gif().toBuffer()],
    ["TIFF", "scan.tiff", "image/tiff", () => picture().tiff().toBuffer()],
    ["WEBP", "photo.webp", "image/webp", () => picture().webp().toBuffer()],
    ["JFIF", "photo.jfif", "image/jpeg", () => picture().jpeg().toBuffer()],
    ["BMP", "paint.bmp", "image/bmp", () => picture().png().toBuffer().then(toBmp)],
  ])("turns a %s into webp variants", async (_format, name, type, make) => {
    const response = await upload(name, await make(), type);
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json().assets[0].media.image;
    expect(image).toMatchObject({ width: 640, height: 400 });
    expect(image.variants.map((variant: { width: number }) => variant.width)).toEqual([
      50, 100, 200, 400, 600,
    ]);
    for (const variant of image.variants) {
      expect((await sharp(local(variant.src)).metadata()).format).toBe("webp");
    }
  });

  it("rasterises an SVG and never stores its markup, script included", async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">' +
        '<script>alert(document.cookie)</script><rect width="200" height="100" fill="#e11d48"/></svg>',
    );
    const response = await upload("logo.svg", svg, "image/svg+xml");
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json().assets[0].media.image;
    // Drawn at the widest screen width, since a vector has no pixel size of its own.
    expect(image).toMatchObject({ width: 1920, height: 960 });
    expect(image.src).toMatch(/\.png$/);
    const stored = await readdir(path.dirname(local(image.src)));
    expect(stored.some((file) => file.endsWith(".svg"))).toBe(false);
    for (const file of stored) {
      expect((await readFile(path.join(path.dirname(local(image.src)), file))).includes("<script")).toBe(
        false,
      );
    }
  });

  it("refuses an HTML page named like an SVG", async () => {
    const page = Buffer.from("<html><script>alert(1)</script>");
    const urls = await post("/site/generate-urls", {
      site_id: siteId,
      files: [{ name: "x.svg", content_type: "image/svg+xml", size: page.length, purpose: "creative" }],
    });
    const [target] = urls.json().uploads;
    const response = await ctx.app.inject({
      method: "PUT",
      url: target.url,
      headers: { "content-type": "image/svg+xml", "accept-language": "en" },
      payload: page,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("x.svg: the file's content is not");
  });

  it("converts a HEIC photo to JPEG and webp where a decoder exists, and otherwise says so", async () => {
    const response = await upload("IMG_0001.heic", heic, "image/heic");
    if (await canDecode("heic")) {
      expect(response.statusCode, response.body).toBe(200);
      const image = response.json().assets[0].media.image;
      expect(image).toMatchObject({ width: 64, height: 48 });
      expect(image.src).toMatch(/\.jpg$/);
      expect((await sharp(local(image.variants[0].src)).metadata()).format).toBe("webp");
    } else {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        "IMG_0001.heic: HEIC photos cannot be converted here. Save it as JPG and upload it again.",
      );
    }
  });
});

describe("video formats of admin.md §9", () => {
  it.each([
    ["AVI", "clip.avi", "video/x-msvideo", ["-c:v", "mpeg4"]],
    ["MKV", "clip.mkv", "video/x-matroska", ["-c:v", "libx264", "-pix_fmt", "yuv420p"]],
    ["FLV", "clip.flv", "video/x-flv", ["-c:v", "flv1"]],
    ["WMV", "clip.wmv", "video/x-ms-wmv", ["-c:v", "wmv2"]],
  ])("makes a browser-playable H.264 MP4 and HLS from %s", async (_format, name, type, codec) => {
    if (!(await ffmpegAvailable())) {
      const refused = await upload(name, Buffer.from("RIFF"), type);
      expect(refused.json().message).toEqual(
        `${name}: this video format can be converted only when ffmpeg is installed on the server. Upload it as MP4.`,
      );
      return;
    }
    const response = await upload(name, await clip(name, codec), type);
    expect(response.statusCode, response.body).toBe(200);
    const media = response.json().assets[0].media;
    expect(media.video_url).toMatch(/\/video\.mp4$/);
    expect(media.hls_path).toMatch(/\/hls\/index\.m3u8$/);
    const { stdout } = await run("ffprobe", [
      ...["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=codec_name"],
      ...["-of", "csv=p=0", local(media.video_url)],
    ]);
    expect(stdout.trim()).toBe("h264");
  });

  it("keeps a WEBM as it is, which browsers play", async () => {
    if (!(await ffmpegAvailable())) return;
    const response = await upload(
      "clip.webm",
      await clip("clip.webm", ["-c:v", "libvpx", "-b:v", "200k"]),
      "video/webm",
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().assets[0].media.video_url).toMatch(/\/video\.webm$/);
  });
});

describe("files per upload", () => {
  it("takes at most 2 files in one upload (admin.md §5 Files)", async () => {
    const file = { name: "A1.jpg", content_type: "image/jpeg", size: 100, purpose: "creative" };
    const two = await post("/site/generate-urls", { site_id: siteId, files: [file, file] });
    expect(two.statusCode, two.body).toBe(200);
    const three = await post("/site/generate-urls", { site_id: siteId, files: [file, file, file] });
    expect(three.statusCode).toBe(400);
    expect(three.json().message).toEqual(["Upload at most 2 files at a time."]);
  });
});

/** A 24-bit BMP of PNG pixels, written by ffmpeg (sharp does not write BMP). */
async function toBmp(pngBytes: Buffer): Promise<Buffer> {
  const input = path.join(dataDir, `${randomUUID()}.png`);
  const output = input.replace(/\.png$/, ".bmp");
  await sharp(pngBytes).toFile(input);
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", "-i", input, output]);
  return readFile(output);
}
