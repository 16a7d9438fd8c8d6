import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  type MessageKey,
  type MessageParams,
  type PageMedia,
  purposeRules,
  type UploadPurpose,
  uploadKindOf,
} from "@mekuri/domain";
import { canDecode, decodeToPng } from "../../platform/images/image-decoders.ts";
import {
  type ImageInput,
  rasteriseSvg,
  storeImageWithVariants,
} from "../../platform/images/image-variants.ts";
import type { ObjectStorage } from "../../platform/storage/object-storage.ts";
import {
  extractPoster,
  ffmpegAvailable,
  transcodeToHls,
  transcodeToMp4,
} from "../../platform/video/video-transcoder.ts";
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
  if (signature === "heic" && !(await canDecode("heic")))
    throw new UploadRefused("uploads.heicUnsupported", { name: input.name });
  if (signatureMustBecomeMp4(signature) && !(await ffmpegAvailable()))
    throw new UploadRefused("uploads.videoNeedsTranscoder", { name: input.name });
  return signature;
}

/** Containers browsers do not play (AVI, MKV, FLV, WMV): ffmpeg makes an MP4 of them first. */
const signatureMustBecomeMp4 = (signature: FileSignature) =>
  signature === "avi" || signature === "matroska" || signature === "flv" || signature === "asf";

const videoExtension: Partial<Record<FileSignature, string>> = { quicktime: "mov", webm: "webm" };

async function storeVideo(
  storage: ObjectStorage,
  original: string,
  originalSignature: FileSignature,
  input: StoreFileInput,
) {
  let file = original;
  let signature = originalSignature;
  if (signatureMustBecomeMp4(signature)) {
    file = path.join(input.workDir, "video.mp4");
    await transcodeToMp4(original, file).catch(() => {
      throw new UploadRefused("uploads.unreadable", { name: input.name });
    });
    signature = "mp4";
  }
  const videoKey = `${input.keyBase}/video.${videoExtension[signature] ?? "mp4"}`;
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

/** What sharp reads for the image: the file, or PNG pixels of a BMP, a HEIC or an SVG. */
async function rasterInput(file: string, signature: FileSignature): Promise<ImageInput> {
  if (signature === "bmp" || signature === "heic") return decodeToPng(signature, file);
  if (signature === "svg") return rasteriseSvg(await readFile(file));
  return file;
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
    const unreadable = (error: unknown) => {
      // Failures of the disk or the store carry a code; anything else is a decoder refusing the pixels.
      if (
        error &&
        typeof error === "object" &&
        ("$metadata" in error || ("code" in error && !("cmd" in error)))
      )
        throw error;
      throw new UploadRefused("uploads.unreadable", { name: input.name });
    };
    const pixels = await rasterInput(file, signature).catch(unreadable);
    const keepAs = signature === "heic" ? "jpeg" : undefined;
    const image = await storeImageWithVariants(
      storage,
      `${input.keyBase}/image`,
      pixels,
      undefined,
      keepAs,
    ).catch(unreadable);
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
