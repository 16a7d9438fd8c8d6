import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { startFakeS3 } from "../../testing/fake-s3.ts";
import { backupMedia, checkMediaCopy, restoreMedia } from "./media-copy.ts";

const folders: string[] = [];
const newFolder = async () => {
  const folder = await mkdtemp(path.join(tmpdir(), "mekuri-media-copy-"));
  folders.push(folder);
  return folder;
};
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe("media in a local folder", () => {
  it("copies every file into the backup, lists it with its size, and copies it back", async () => {
    const media = await newFolder();
    await mkdir(path.join(media, "sites/s1/hls"), { recursive: true });
    await writeFile(path.join(media, "sites/s1/a.webp"), "image bytes");
    await writeFile(path.join(media, "sites/s1/hls/index.m3u8"), "#EXTM3U");
    const backup = await newFolder();

    const objects = await backupMedia({ kind: "local", folder: media }, backup);
    expect(objects.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: "sites/s1/a.webp", size: 11 },
      { key: "sites/s1/hls/index.m3u8", size: 7 },
    ]);

    await rm(media, { recursive: true });
    await checkMediaCopy(backup, objects);
    await restoreMedia({ kind: "local", folder: media }, backup, objects);
    expect(await readFile(path.join(media, "sites/s1/a.webp"), "utf8")).toBe("image bytes");
    expect(await readFile(path.join(media, "sites/s1/hls/index.m3u8"), "utf8")).toBe("#EXTM3U");
  });

  it("finds a backup that lacks a listed file or holds it cut short", async () => {
    const backup = await newFolder();
    await writeFile(path.join(backup, "a.webp"), "short");
    await expect(checkMediaCopy(backup, [{ key: "b.webp", size: 5 }])).rejects.toThrow(
      /media\/b\.webp is missing/,
    );
    await expect(checkMediaCopy(backup, [{ key: "a.webp", size: 50 }])).rejects.toThrow(/another size/);
  });
});

describe("media in an S3 bucket", () => {
  const bucket = startFakeS3("mekuri-media");
  afterAll(async () => (await bucket).close());

  it("copies every object but the staged uploads, with its content type, and puts them back", async () => {
    const { settings, objects } = await bucket;
    objects.set("sites/s1/a.webp", { body: Buffer.from("webp bytes"), contentType: "image/webp" });
    objects.set("sites/s1/b.png", { body: Buffer.from("png"), contentType: "image/png" });
    objects.set("sites/s2/c.mp4", { body: Buffer.from("video"), contentType: "video/mp4" });
    objects.set("staging/u1/upload.jpg", { body: Buffer.from("unchecked"), contentType: "image/jpeg" });
    const backup = await newFolder();

    // Pages of two objects: the copy follows the continuation tokens.
    const listed = await backupMedia({ kind: "s3", settings }, backup);
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: "sites/s1/a.webp", size: 10, contentType: "image/webp" },
      { key: "sites/s1/b.png", size: 3, contentType: "image/png" },
      { key: "sites/s2/c.mp4", size: 5, contentType: "video/mp4" },
    ]);
    expect(await readFile(path.join(backup, "sites/s2/c.mp4"), "utf8")).toBe("video");

    objects.clear();
    await restoreMedia({ kind: "s3", settings }, backup, listed);
    expect([...objects.keys()].sort()).toEqual(["sites/s1/a.webp", "sites/s1/b.png", "sites/s2/c.mp4"]);
    expect(objects.get("sites/s1/a.webp")).toEqual({
      body: Buffer.from("webp bytes"),
      contentType: "image/webp",
    });
  });
});
