import { open } from "node:fs/promises";
import type { UploadKind } from "@mekuri/domain";

/** What a file is, by its first bytes (ARCHITECTURE.md: uploads are checked by content, not name). */
export type FileSignature = "jpeg" | "png" | "heic" | "mp4" | "quicktime" | "mp3" | "m4a" | "zip";

const heicBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
const audioBrands = new Set(["M4A ", "M4B ", "M4P "]);
/** QuickTime files that predate the ftyp box start with one of these atoms. */
const quicktimeAtoms = new Set(["moov", "mdat", "wide", "free", "skip", "pnot"]);

export function detectSignature(head: Buffer): FileSignature | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5))
    return "zip";
  const box = head.subarray(4, 8).toString("latin1");
  if (box === "ftyp" && head.length >= 12) {
    const brand = head.subarray(8, 12).toString("latin1");
    if (brand === "qt  ") return "quicktime";
    if (heicBrands.has(brand)) return "heic";
    if (audioBrands.has(brand)) return "m4a";
    return "mp4";
  }
  if (quicktimeAtoms.has(box)) return "quicktime";
  if (head.subarray(0, 3).toString("latin1") === "ID3") return "mp3";
  // An MPEG audio frame starts with 11 set sync bits.
  if (head.length >= 2 && head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0) return "mp3";
  return undefined;
}

export async function readSignature(file: string): Promise<FileSignature | undefined> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(32);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return detectSignature(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

export const signatureKind: Record<FileSignature, UploadKind | "zip"> = {
  jpeg: "image",
  png: "image",
  heic: "image",
  mp4: "video",
  quicktime: "video",
  mp3: "audio",
  m4a: "audio",
  zip: "zip",
};

export const signatureContentType: Record<FileSignature, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  heic: "image/heic",
  mp4: "video/mp4",
  quicktime: "video/quicktime",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  zip: "application/zip",
};
