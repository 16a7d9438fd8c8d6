import type { MessageKey, MessageParams } from "../i18n/message-format.ts";
import { parsePositionCode } from "../viewer/position.ts";

/**
 * Uploads (admin.md §5 Files, §7 Sites): the browser asks for upload URLs, PUTs each file with its
 * content type, then asks the server to complete, which checks the content and makes the variants.
 */
export const uploadPurposes = [
  "creative",
  "logo",
  "favicon",
  "product",
  "button",
  "popup",
  "campaign",
  "notification",
  "music",
] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

const megabyte = 1024 * 1024;
/** admin.md §9: video 30 MB, ZIP 1 GB; the image limit is the same 31457280 bytes the spec repeats. */
export const uploadLimits = {
  imageBytes: 30 * megabyte,
  logoBytes: 5 * megabyte,
  videoBytes: 30 * megabyte,
  audioBytes: 30 * megabyte,
  zipBytes: 1024 * megabyte,
} as const;

/** Zip-bomb rules (ARCHITECTURE.md, Security model): checked while inflating, not from the headers. */
export const zipLimits = {
  maxEntries: 10_000,
  maxTotalBytes: 4 * 1024 * megabyte,
  maxRatio: 100,
} as const;

/**
 * admin.md §9: every image and video extension accepted, in the spec's order, with the content type
 * a file of it is sent and checked as. The pickers, the hints, the messages and the server's checks
 * all read this one list. Images become webp variants (an SVG is rasterised and never served as
 * markup); videos browsers cannot play (AVI, MKV, FLV, WMV) become MP4 through ffmpeg first.
 */
export const mediaExtensions = {
  image: {
    jpg: "image/jpeg",
    jpeg: "image/jpeg",
    png: "image/png",
    gif: "image/gif",
    bmp: "image/bmp",
    tiff: "image/tiff",
    webp: "image/webp",
    jfif: "image/jpeg",
    heic: "image/heic",
    svg: "image/svg+xml",
  },
  video: {
    mp4: "video/mp4",
    avi: "video/x-msvideo",
    mov: "video/quicktime",
    mkv: "video/x-matroska",
    flv: "video/x-flv",
    wmv: "video/x-ms-wmv",
    webm: "video/webm",
  },
} as const;
export const imageExtensions = Object.keys(mediaExtensions.image) as (keyof typeof mediaExtensions.image)[];
export const videoExtensions = Object.keys(mediaExtensions.video) as (keyof typeof mediaExtensions.video)[];

/** "JPG, JPEG, PNG …": extensions as the hints and messages name them, in every language. */
export function extensionNames(extensions: readonly string[]): string {
  return extensions.map((extension) => extension.toUpperCase()).join(", ");
}

/** What the upload hints list: `t("…Hint", acceptedFormatNames)`. */
export const acceptedFormatNames = {
  images: extensionNames(imageExtensions),
  videos: extensionNames(videoExtensions),
};

const unique = (types: readonly string[]) => [...new Set(types)];
/** Other names browsers and systems give the same formats. */
const imageTypeAliases = ["image/jpg", "image/pjpeg", "image/x-ms-bmp", "image/heif"];
const videoTypeAliases = ["video/avi", "video/x-ms-asf"];

export const imageContentTypes: readonly string[] = unique([
  ...Object.values(mediaExtensions.image),
  ...imageTypeAliases,
]);
export const videoContentTypes: readonly string[] = unique([
  ...Object.values(mediaExtensions.video),
  ...videoTypeAliases,
]);
/** The video types browsers do not play: stored only after ffmpeg has made an MP4 of them. */
const playableVideoTypes: readonly string[] = ["video/mp4", "video/quicktime", "video/webm"];
export const transcodedVideoTypes: readonly string[] = videoContentTypes.filter(
  (type) => !playableVideoTypes.includes(type),
);
/**
 * The content type of a file by its extension, for the files browsers leave untyped (HEIC, MKV,
 * FLV and others on many systems); the server checks the content anyway.
 */
export const contentTypeByExtension: Record<string, string> = {
  ...mediaExtensions.image,
  tif: "image/tiff",
  ...mediaExtensions.video,
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  zip: "application/zip",
};

/** The content type to send for a file; browsers leave it empty for HEIC, some JFIF and some video files. */
export function contentTypeOfFile(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return contentTypeByExtension[extension] ?? "application/octet-stream";
}

/** The file picker's filter for images, or images and videos: every extension and type of §9. */
export function acceptOf(kinds: "image" | "media"): string {
  const extensions = Object.entries(contentTypeByExtension)
    .filter(([, type]) => type.startsWith("image/") || (kinds === "media" && type.startsWith("video/")))
    .map(([extension]) => `.${extension}`);
  const types = kinds === "media" ? [...imageContentTypes, ...videoContentTypes] : imageContentTypes;
  return [...extensions, ...types].join(",");
}

export const audioContentTypes = [
  "audio/mpeg",
  "audio/mp3",
  "audio/mp4",
  "audio/x-m4a",
  "audio/aac",
] as const;
export const zipContentTypes = [
  "application/zip",
  "application/x-zip-compressed",
  "application/octet-stream",
];
const logoContentTypes = ["image/jpeg", "image/jpg", "image/pjpeg", "image/png"] as const;

export type UploadKind = "image" | "video" | "audio";

interface PurposeRule {
  types: readonly string[];
  /** Named in messages, e.g. "JPG or PNG". */
  label: string;
}

const imagesOnly: PurposeRule = { types: imageContentTypes, label: extensionNames(imageExtensions) };
const imagesAndVideos: PurposeRule = {
  types: [...imageContentTypes, ...videoContentTypes],
  label: extensionNames([...imageExtensions, ...videoExtensions]),
};

export const purposeRules: Record<UploadPurpose, PurposeRule> = {
  creative: imagesAndVideos,
  logo: { types: logoContentTypes, label: "JPG or PNG" },
  favicon: { types: logoContentTypes, label: "JPG or PNG" },
  product: imagesOnly,
  button: imagesOnly,
  popup: imagesAndVideos,
  campaign: imagesAndVideos,
  notification: imagesOnly,
  music: { types: audioContentTypes, label: "MP3 or M4A" },
};

export function uploadKindOf(contentType: string): UploadKind | undefined {
  const type = contentType.toLowerCase();
  if ((imageContentTypes as readonly string[]).includes(type)) return "image";
  if ((videoContentTypes as readonly string[]).includes(type)) return "video";
  if ((audioContentTypes as readonly string[]).includes(type)) return "audio";
  return undefined;
}

export function uploadLimitOf(purpose: UploadPurpose, kind: UploadKind): number {
  if (purpose === "logo" || purpose === "favicon") return uploadLimits.logoBytes;
  if (kind === "video") return uploadLimits.videoBytes;
  if (kind === "audio") return uploadLimits.audioBytes;
  return uploadLimits.imageBytes;
}

/** "30 MB", "1 GB": limits as people read them. */
export function formatByteLimit(bytes: number): string {
  if (bytes >= 1024 * megabyte && bytes % (1024 * megabyte) === 0) return `${bytes / (1024 * megabyte)} GB`;
  if (bytes >= megabyte) return `${Math.round((bytes / megabyte) * 10) / 10} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

export interface UploadProblem {
  key: MessageKey;
  params: MessageParams;
}

/**
 * A declared file's type and size against its purpose, before anything is sent: the admin checks
 * with it to show the "Upload Failed" modal, the server refuses with the same message.
 */
export function declaredFileProblem(file: {
  name: string;
  contentType: string;
  size: number;
  purpose: UploadPurpose;
}): UploadProblem | undefined {
  const rule = purposeRules[file.purpose];
  const kind = uploadKindOf(file.contentType);
  if (!kind || !rule.types.includes(file.contentType.toLowerCase())) {
    return { key: "uploads.typeNotAllowed", params: { name: file.name, types: rule.label } };
  }
  const limit = uploadLimitOf(file.purpose, kind);
  if (file.size > limit) {
    return { key: "uploads.tooLarge", params: { name: file.name, limit: formatByteLimit(limit) } };
  }
  return undefined;
}

export function zipProblem(file: { name: string; size: number }): UploadProblem | undefined {
  if (!/\.zip$/i.test(file.name)) return { key: "uploads.zipNotZip", params: { name: file.name } };
  if (file.size > uploadLimits.zipBytes) {
    return {
      key: "uploads.tooLarge",
      params: { name: file.name, limit: formatByteLimit(uploadLimits.zipBytes) },
    };
  }
  return undefined;
}

const cellPrefix = /^([A-Za-z]{1,3}\d{1,3})(?=$|[\s_\-.(（])/;

/**
 * The cell a file of a bulk ZIP goes to (decision 017): its name without folder and extension
 * starts with a cell code, case-insensitive, alone or followed by a space, "_", "-", "." or "(":
 * "A1.jpg", "b3.png" and "A1 summer.jpg" go to A1, B3 and A1; "A01.jpg" and "hero.jpg" to none.
 */
export function cellCodeOfFileName(path: string): string | undefined {
  const base = path.split(/[\\/]/).pop() ?? "";
  const stem = base.includes(".") ? base.slice(0, base.lastIndexOf(".")) : base;
  const match = cellPrefix.exec(stem);
  if (!match) return undefined;
  const parsed = parsePositionCode(match[1]!);
  return parsed.ok ? parsed.code : undefined;
}
