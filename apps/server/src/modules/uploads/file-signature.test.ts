import { describe, expect, it } from "vitest";
import { detectSignature } from "./file-signature.ts";

const box = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from(`ftyp${brand}`)]);

describe("detectSignature", () => {
  it.each([
    ["JPEG (JFIF and Exif alike)", Buffer.from([0xff, 0xd8, 0xff, 0xe0]), "jpeg"],
    ["PNG", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), "png"],
    ["MP4", box("isom"), "mp4"],
    ["MP4 of a phone", box("mp42"), "mp4"],
    ["QuickTime MOV", box("qt  "), "quicktime"],
    ["old QuickTime MOV", Buffer.from("\0\0\0\x08wide\0\0\0\0mdat"), "quicktime"],
    ["HEIC", box("heic"), "heic"],
    ["M4A audio", box("M4A "), "m4a"],
    ["MP3 with ID3", Buffer.from("ID3\x04\0"), "mp3"],
    ["ZIP", Buffer.from("PK\x03\x04"), "zip"],
  ])("recognises %s", (_name, head, signature) => {
    expect(detectSignature(head)).toBe(signature);
  });

  it.each([
    ["text", Buffer.from("hello, world")],
    ["HTML", Buffer.from("<!doctype html><script>")],
    ["PDF", Buffer.from("%PDF-1.7")],
    ["nothing", Buffer.alloc(0)],
  ])("does not take %s for a media file", (_name, head) => {
    expect(detectSignature(head)).toBeUndefined();
  });
});
