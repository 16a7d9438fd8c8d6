import { type ImageAsset, imageVariantWidths } from "@mekuri/domain";
import type { ObjectStorage } from "../storage/object-storage.ts";
import { loadSharp } from "./load-sharp.ts";

/** A file path or the bytes of an image. */
export type ImageInput = string | Buffer;

/** Effort 2 of 6 encodes about three times faster than the default 4, with files no larger on photos. */
const webp = { quality: 78, effort: 2 } as const;

/** Raster formats stored as they come; an SVG is rasterised first (rasteriseSvg), never kept as markup. */
const rasterFormats = ["jpeg", "png", "heif", "gif", "tiff", "webp"] as const;
type RasterFormat = (typeof rasterFormats)[number];

export interface ImageFormat {
  format: RasterFormat;
  width: number;
  height: number;
}

/** What sharp makes of the input, oriented as it will be shown; throws when it cannot read it. */
export async function readImageFormat(input: ImageInput): Promise<ImageFormat> {
  const sharp = await loadSharp();
  const metadata = await sharp(input, { failOn: "error" }).metadata();
  const format = metadata.format as RasterFormat;
  if (!rasterFormats.includes(format)) throw new Error(`unsupported image: ${metadata.format}`);
  return {
    format,
    width: metadata.autoOrient?.width ?? metadata.width,
    height: metadata.autoOrient?.height ?? metadata.height,
  };
}

/** The widths to make: the spec's widths up to the original's, never wider (no upscaling). */
export function variantWidthsFor(
  originalWidth: number,
  widths: readonly number[] = imageVariantWidths,
): number[] {
  const fitting = widths.filter((width) => width <= originalWidth);
  return fitting.length ? fitting : [originalWidth];
}

/** One webp variant of the given width, straight from the original (e.g. the full-screen 1920). */
export async function renderWebpVariant(input: ImageInput, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(input, { failOn: "error" }).rotate().resize({ width }).webp(webp).toBuffer();
}

/**
 * Stores an image and its webp variants at the spec's widths (viewer.md §7), never wider than the
 * original. The original is kept as JPEG (photos: JPEG and HEIC, or `keepAs`) or PNG (everything
 * else: GIF, TIFF, WEBP, decoded BMP, rasterised SVG), turned upright and without its metadata, so
 * a photo's location is not published. An animated GIF or WEBP keeps its first frame.
 * The image is decoded once, shrunk to the widest variant, and the narrower ones come from that.
 */
export async function storeImageWithVariants(
  storage: ObjectStorage,
  keyBase: string,
  input: ImageInput,
  widths: readonly number[] = imageVariantWidths,
  keepAs?: "jpeg" | "png",
): Promise<ImageAsset> {
  const sharp = await loadSharp();
  const { format, width, height } = await readImageFormat(input);
  const kept = keepAs ?? (format === "jpeg" || format === "heif" ? "jpeg" : "png");
  const originalKey = `${keyBase}.${kept === "png" ? "png" : "jpg"}`;
  const original = await sharp(input, { failOn: "error" })
    .rotate()
    .toFormat(kept, { quality: 86 })
    .toBuffer();
  await storage.put(originalKey, original, `image/${kept}`);

  const chosen = variantWidthsFor(width, widths);
  const widest = Math.max(...chosen);
  const { data, info } = await sharp(input, { failOn: "error" })
    .rotate()
    .resize({ width: widest })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const variants = await Promise.all(
    chosen.map(async (variantWidth) => {
      const key = `${keyBase}-${variantWidth}.webp`;
      const pipeline = sharp(data, raw);
      if (variantWidth !== info.width) pipeline.resize({ width: variantWidth });
      await storage.put(key, await pipeline.webp(webp).toBuffer(), "image/webp");
      return { width: variantWidth, src: storage.url(key) };
    }),
  );
  return { src: storage.url(originalKey), width, height, variants };
}

/** The width an SVG is drawn at when it declares less: as wide as the widest variant a screen asks for. */
const svgRasterWidth = 1920;

/**
 * An SVG drawn into PNG pixels. It is read from bytes, so it cannot reach files beside it, and
 * librsvg runs no script; what is stored and served is only the picture.
 */
export async function rasteriseSvg(svg: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const { width } = await sharp(svg, { failOn: "error" }).metadata();
  const density = width && width < svgRasterWidth ? Math.min(72 * (svgRasterWidth / width), 2400) : 72;
  return sharp(svg, { failOn: "error", density }).png().toBuffer();
}
