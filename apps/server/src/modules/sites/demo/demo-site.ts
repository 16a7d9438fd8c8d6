import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  type DemoMedia,
  type DemoPageCode,
  demoImageMedia,
  demoPalettes,
  demoSiteDraft,
  type ImageAsset,
  type PageMedia,
  type PlanFlags,
} from "@mekuri/domain";
import type { Db } from "../../../platform/database/database.ts";
import { siteNotifications } from "../../../platform/database/schema/index.ts";
import { storeImageWithVariants } from "../../../platform/images/image-variants.ts";
import type { ObjectStorage } from "../../../platform/storage/object-storage.ts";
import { extractPoster, ffmpegAvailable, transcodeToHls } from "../../../platform/video/video-transcoder.ts";
import { publishSite } from "../publish-site.ts";
import { insertSiteDraft } from "../site-draft-writer.ts";
import { renderArtwork, renderLogo, renderProduct } from "./demo-artwork.ts";
import { createDemoSurvey } from "./demo-survey.ts";

const run = promisify(execFile);
const day = 86_400_000;

/** A short clip drawn by ffmpeg, cut into HLS; without ffmpeg the page shows its poster image. */
async function demoVideo(storage: ObjectStorage, poster: ImageAsset): Promise<PageMedia> {
  if (!(await ffmpegAvailable())) return demoImageMedia(poster);
  const work = await mkdtemp(path.join(tmpdir(), "mekuri-demo-video-"));
  try {
    const source = path.join(work, "demo.mp4");
    await run("ffmpeg", [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "gradients=s=540x1064:d=6:speed=0.02:c0=0x1e1b4b:c1=0x4338ca:c2=0xbe185d:n=3",
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=440:duration=6",
      "-shortest",
      "-c:v",
      "libx264",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      source,
    ]);
    await storage.put("demo/video/demo.mp4", await readFile(source), "video/mp4");
    const hls = await transcodeToHls(source, path.join(work, "hls"));
    for (const file of hls.files) {
      const name = path.basename(file);
      await storage.put(
        `demo/video/hls/${name}`,
        await readFile(file),
        name.endsWith(".m3u8") ? "application/vnd.apple.mpegurl" : "video/mp2t",
      );
    }
    const posterImage = await storeImageWithVariants(
      storage,
      "demo/video/poster",
      await extractPoster(source),
      [400, 800],
    );
    return {
      type: "VIDEO",
      image: null,
      videoUrl: storage.url("demo/video/demo.mp4"),
      hlsPath: storage.url("demo/video/hls/index.m3u8"),
      poster: posterImage,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The demo's pictures, drawn on the spot (sharp) and stored with their variants. */
async function drawDemoMedia(storage: ObjectStorage): Promise<DemoMedia> {
  const pages = {} as DemoMedia["pages"];
  for (const code of Object.keys(demoPalettes) as DemoPageCode[]) {
    const art = await renderArtwork(demoPalettes[code]);
    pages[code] = await storeImageWithVariants(storage, `demo/pages/${code.toLowerCase()}`, art);
  }
  return {
    pages,
    video: await demoVideo(storage, pages.B1),
    products: [
      await storeImageWithVariants(
        storage,
        "demo/products/bag",
        await renderProduct("Bag", "#0E7490"),
        [100, 200, 400, 600],
      ),
      await storeImageWithVariants(
        storage,
        "demo/products/watch",
        await renderProduct("Watch", "#BE185D"),
        [100, 200, 400, 600],
      ),
    ],
    mediaButton: await storeImageWithVariants(
      storage,
      "demo/buttons/media",
      await renderArtwork({ ...demoPalettes.A3, title: "GO", subtitle: "" }, 440, 96),
      [200, 400],
    ),
    campaignBanner: await storeImageWithVariants(
      storage,
      "demo/campaign/banner",
      await renderArtwork({ ...demoPalettes.B2, title: "SALE", subtitle: "-30%" }, 600, 900),
      [200, 400, 600],
    ),
    logo: await storeImageWithVariants(storage, "demo/logo", await renderLogo(), [100, 200, 400]),
  };
}

/**
 * Seeds the published demo site of the demo account (the one demo of packages/domain), with its
 * media drawn on the spot (sharp, ffmpeg when installed), its survey and a site notification.
 */
export async function createDemoSite(
  db: Db,
  storage: ObjectStorage,
  accountId: string,
  plan: PlanFlags,
  now = new Date(),
) {
  const surveyId = randomUUID();
  const media = await drawDemoMedia(storage);
  const siteId = await insertSiteDraft(
    db,
    demoSiteDraft({ accountId, media, surveyId, newId: randomUUID, now }),
  );
  await createDemoSurvey(db, siteId, surveyId);
  await publishSite(db, siteId, "PUBLISH", plan, now);
  await db.insert(siteNotifications).values({
    siteId,
    title: "新商品が入荷しました",
    content: "春の新作が入荷しました。期間限定セットもお見逃しなく。",
    status: "publish",
    startDate: new Date(now.getTime() - day),
    endDate: new Date(now.getTime() + 60 * day),
  });
  return siteId;
}
