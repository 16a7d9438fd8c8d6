import path from "node:path";
import {
  type MessageKey,
  type MessageParams,
  type PageMedia,
  purposeRules,
  type UploadPurpose,
  uploadKindOf,
} from "@mekuri/domain";
import sharp from "sharp";
import { storeImageWithVariants } from "../../platform/images/image-variants.ts";
import type { ObjectStorage } from "../../platform/storage/object-storage.ts";
import { extractPoster, ffmpegAvailable, transcodeToHls } from "../../platform/video/video-transcoder.ts";
import { type FileSignature, readSignature, signatureContentType, signatureKind } from "./file-signature.ts";

/** A file that is refused, with the message naming it. */
export class UploadRefused extends Error {
  constructor(
    readonly messageKey: MessageKey,
    readonly params: MessageParams,
  ) {
    super(messageKey);
    this.name = "UploadRefused";
  }
}

/** Prebuilt sharp reads HEIF only with AV1 (AVIF); HEIC photos need a libvips built with libde265. */
export const heicReadable = sharp.format.heif.input.fileSuffix?.includes(".heic") ?? false;

export interface StoredMedia {
  url: string;
  /** Images and videos; null for music. */
  media: PageMedia | null;
}

export interface StoreFileInput {
  name: string;
  purpose: UploadPurpose;
  /** The content type the browser declared; its kind (image, video, audio) must match the content. */
  declaredType?: string;
  /** Keys of this file's objects start with it. */
  keyBase: string;
  /** A scratch folder for ffmpeg's output. */
  workDir: string;
}

/** The content's type if the purpose takes it and it is of the declared kind; refused otherwise. */
async function acceptedSignature(file: string, input: StoreFileInput): Promise<FileSignature> {
  const rule = purposeRules[input.purpose];
  const signature = await readSignature(file);
  const declaredKind = input.declaredType ? uploadKindOf(input.declaredType) : undefined;
  if (
    !signature ||
    !rule.types.includes(signatureContentType[signature]) ||
    (declaredKind && declaredKind !== signatureKind[signature])
  ) {
    throw new UploadRefused("uploads.contentMismatch", { name: input.name, types: rule.label });
  }
  if (signature === "heic" && !heicReadable)
    throw new UploadRefused("uploads.heicUnsupported", { name: input.name });
  return signature;
}

async function storeVideo(
  storage: ObjectStorage,
  file: string,
  signature: FileSignature,
  input: StoreFileInput,
) {
  const videoKey = `${input.keyBase}/video.${signature === "quicktime" ? "mov" : "mp4"}`;
  let hlsPath: string | null = null;
  let poster: PageMedia["poster"] = null;
  if (await ffmpegAvailable()) {
    // ffmpeg reading the whole file is also the check that it is a playable video.
    const hls = await transcodeToHls(file, path.join(input.workDir, "hls")).catch(() => {
      throw new UploadRefused("uploads.unreadable", { name: input.name });
    });
    for (const segment of hls.files) {
      const name = path.basename(segment);
      await storage.putFile(
        `${input.keyBase}/hls/${name}`,
        segment,
        name.endsWith(".m3u8") ? "application/vnd.apple.mpegurl" : "video/mp2t",
      );
    }
    hlsPath = storage.url(`${input.keyBase}/hls/index.m3u8`);
    const still = await extractPoster(file).catch(() => extractPoster(file, 0));
    poster = await storeImageWithVariants(storage, `${input.keyBase}/poster`, still);
  }
  await storage.putFile(videoKey, file, signatureContentType[signature]);
  return { type: "VIDEO" as const, image: null, videoUrl: storage.url(videoKey), hlsPath, poster };
}

/**
 * Checks an uploaded file by its content and stores what the viewer needs: an image with its webp
 * variants, a video with its HLS playlist and poster (plain file without ffmpeg), or a music file.
 */
export async function storeUploadedFile(
  storage: ObjectStorage,
  file: string,
  input: StoreFileInput,
): Promise<StoredMedia> {
  const signature = await acceptedSignature(file, input);
  const kind = signatureKind[signature];
  if (kind === "image") {
    const image = await storeImageWithVariants(storage, `${input.keyBase}/image`, file).catch((error) => {
      // Failures of the disk or the store carry a code; anything else is sharp refusing the pixels.
      if (error && typeof error === "object" && ("code" in error || "$metadata" in error)) throw error;
      throw new UploadRefused("uploads.unreadable", { name: input.name });
    });
    return { url: image.src, media: { type: "IMAGE", image, videoUrl: null, hlsPath: null, poster: null } };
  }
  if (kind === "video") {
    const media = await storeVideo(storage, file, signature, input);
    return { url: media.videoUrl, media };
  }
  const key = `${input.keyBase}/music.${signature === "mp3" ? "mp3" : "m4a"}`;
  await storage.putFile(key, file, signatureContentType[signature]);
  return { url: storage.url(key), media: null };
}
