import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, bearer, createAccount, createOperator, login, useTestApp } from "../../testing/test-app.ts";

const dataDir = path.join(tmpdir(), `mekuri-news-image-${randomUUID()}`);
const ctx = useTestApp({ env: { DATA_DIR: dataDir } });
const tokens: Record<string, string> = {};
afterAll(() => rm(dataDir, { recursive: true, force: true }));

beforeAll(async () => {
  const root = await createAccount(ctx, { kind: "master" });
  const user = await createAccount(ctx, { kind: "user", parent: root });
  tokens.master = (
    await login(ctx, (await createOperator(ctx, { account: root, role: "MASTER" })).email)
  ).access_token;
  tokens.user = (
    await login(ctx, (await createOperator(ctx, { account: user, role: "USER" })).email)
  ).access_token;
});

const putImage = (who: string, body: Buffer, type: string, name = "banner.png") =>
  ctx.app.inject({
    method: "PUT",
    url: api(`/news/image?name=${encodeURIComponent(name)}`),
    headers: { ...bearer(tokens[who]!), "content-type": type, "accept-language": "en" },
    payload: body,
  });

describe("a news item's image", () => {
  it("is checked and stored as the site uploads are, and shows on the news its readers open", async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#2563eb" } })
      .png()
      .toBuffer();
    const stored = await putImage("master", png, "image/png");
    expect(stored.statusCode, stored.body).toBe(200);
    const { url } = stored.json();
    expect(url).toMatch(/^\/media\/news\/.+\/image\.png$/);
    expect(existsSync(path.join(dataDir, "media", url.replace(/^\/media\//, "")))).toBe(true);
    // The webp variants of the site pipeline are made too.
    expect(
      existsSync(path.join(dataDir, "media", url.replace(/^\/media\//, "").replace(/\.png$/, "-400.webp"))),
    ).toBe(true);

    const created = await ctx.app.inject({
      method: "POST",
      url: api("/news"),
      headers: { ...bearer(tokens.master!), "accept-language": "en" },
      payload: {
        title: "With a picture",
        news_url: "",
        content: "See the image.",
        image_url: url,
        publication_type: "instant",
        status: "publish",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const feed = await ctx.app.inject({
      method: "GET",
      url: api("/news/show"),
      headers: bearer(tokens.user!),
    });
    expect(feed.json().items[0]).toMatchObject({ title: "With a picture", image_url: url });
  });

  it("refuses a file that is not an image, naming it, and stores nothing", async () => {
    const refused = await putImage("master", Buffer.from("%PDF-1.7 not a picture"), "image/png", "flyer.png");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "flyer.png: the file's content is not JPG, JPEG, PNG, GIF, BMP, TIFF, WEBP, JFIF, HEIC, SVG. Choose another file.",
    );
    const video = await putImage("master", Buffer.from("0000"), "video/mp4", "clip.mp4");
    expect(video.statusCode).toBe(400);
    // admin.md §9's image formats, all of them: the message reads the one list (decision 111).
    expect(video.json().message).toBe(
      "Choose an image file (JPG, JPEG, PNG, GIF, BMP, TIFF, WEBP, JFIF, HEIC, SVG).",
    );
  });

  it("is refused to an operator who may not write news", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await putImage("user", png, "image/png")).statusCode).toBe(403);
  });
});
