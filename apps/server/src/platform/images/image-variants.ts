import { type ImageAsset, imageVariantWidths } from "@mekuri/domain";
import sharp from "sharp";
import type { ObjectStorage } from "../storage/object-storage.ts";

/**
 * Stores an image and its webp variants at the spec's widths (viewer.md §7), never wider than the
 * original. The original keeps its format, for browsers and crawlers that want it.
 */
export async function storeImageWithVariants(
  storage: ObjectStorage,
  keyBase: string,
  input: Buffer,
  widths: readonly number[] = imageVariantWidths,
): Promise<ImageAsset> {
  const image = sharp(input, { failOn: "error" }).rotate();
  const metadata = await image.metadata();
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  const format = metadata.format === "png" ? "png" : "jpeg";
  const original = await image.clone().toFormat(format, { quality: 86 }).toBuffer();
  const originalKey = `${keyBase}.${format === "png" ? "png" : "jpg"}`;
  await storage.put(originalKey, original, `image/${format}`);

  const fitting = widths.filter((w) => w <= width);
  const chosen = fitting.length ? fitting : [width];
  const variants = await Promise.all(
    chosen.map(async (w) => {
      const key = `${keyBase}-${w}.webp`;
      await storage.put(
        key,
        await image.clone().resize({ width: w }).webp({ quality: 78 }).toBuffer(),
        "image/webp",
      );
      return { width: w, src: storage.url(key) };
    }),
  );
  return { src: storage.url(originalKey), width, height, variants };
}
