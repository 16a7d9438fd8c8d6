import { open } from "node:fs/promises";
import type { UploadKind } from "@mekuri/domain";

/** What a file is, by its first bytes (ARCHITECTURE.md: uploads are checked by content, not name). */
export type FileSignature =
  | "jpeg"
  | "png"
  | "gif"
  | "bmp"
  | "tiff"
  | "webp"
  | "heic"
  | "svg"
  | "mp4"
  | "quicktime"
  | "webm"
  | "avi"
  | "matroska"
  | "flv"
  | "asf"
  | "mp3"
  | "m4a"
  | "zip";

const heicBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
const audioBrands = new Set(["M4A ", "M4B ", "M4P "]);
/** QuickTime files that predate the ftyp box start with one of these atoms. */
const quicktimeAtoms = new Set(["moov", "mdat", "wide", "free", "skip", "pnot"]);
/** The GUID that opens every ASF file (WMV, WMA). */
const asfHeader = Buffer.from([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11]);
/** Bytes read to decide: an SVG may open with an XML declaration and comments before `<svg`. */
export const signatureBytes = 1024;

const startsWith = (head: Buffer, text: string, at = 0) =>
  head.subarray(at, at + text.length).toString("latin1") === text;

/** An SVG document: text whose first element is `<svg`, after an optional declaration, comments or doctype. */
function isSvg(head: Buffer): boolean {
  const text = head.toString("utf8").replace(/^\uFEFF/, "");
  const prologue =
    /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i;
  return prologue.test(text);
}

export function detectSignature(head: Buffer): FileSignature | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (startsWith(head, "GIF87a") || startsWith(head, "GIF89a")) return "gif";
  if (startsWith(head, "II*\0") || startsWith(head, "MM\0*")) return "tiff";
  if (startsWith(head, "RIFF") && startsWith(head, "WEBP", 8)) return "webp";
  if (startsWith(head, "RIFF") && startsWith(head, "AVI ", 8)) return "avi";
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5))
    return "zip";
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) {
    // Matroska and WebM share the EBML header; its DocType says which.
    return head.includes("webm", 0, "latin1") ? "webm" : "matroska";
  }
  if (startsWith(head, "FLV\x01")) return "flv";
  if (head.subarray(0, 8).equals(asfHeader)) return "asf";
  const box = head.subarray(4, 8).toString("latin1");
  if (box === "ftyp" && head.length >= 12) {
    const brand = head.subarray(8, 12).toString("latin1");
    if (brand === "qt  ") return "quicktime";
    if (heicBrands.has(brand)) return "heic";
    if (audioBrands.has(brand)) return "m4a";
    return "mp4";
  }
  if (quicktimeAtoms.has(box)) return "quicktime";
  if (startsWith(head, "ID3")) return "mp3";
  // An MPEG audio frame starts with 11 set sync bits.
  if (head.length >= 2 && head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0) return "mp3";
  // A bitmap: "BM", then its file size, two reserved zero words and the pixel offset.
  if (startsWith(head, "BM") && head.length >= 14 && head.readUInt32LE(6) === 0) return "bmp";
  if (isSvg(head)) return "svg";
  return undefined;
}

export async function readSignature(file: string): Promise<FileSignature | undefined> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(signatureBytes);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return detectSignature(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

export const signatureKind: Record<FileSignature, UploadKind | "zip"> = {
  jpeg: "image",
  png: "image",
  gif: "image",
  bmp: "image",
  tiff: "image",
  webp: "image",
  heic: "image",
  svg: "image",
  mp4: "video",
  quicktime: "video",
  webm: "video",
  avi: "video",
  matroska: "video",
  flv: "video",
  asf: "video",
  mp3: "audio",
  m4a: "audio",
  zip: "zip",
};

export const signatureContentType: Record<FileSignature, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  bmp: "image/bmp",
  tiff: "image/tiff",
  webp: "image/webp",
  heic: "image/heic",
  svg: "image/svg+xml",
  mp4: "video/mp4",
  quicktime: "video/quicktime",
  webm: "video/webm",
  avi: "video/x-msvideo",
  matroska: "video/x-matroska",
  flv: "video/x-flv",
  asf: "video/x-ms-wmv",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  zip: "application/zip",
};
