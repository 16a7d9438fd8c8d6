import { describe, expect, it } from "vitest";
import { localizeMessage } from "@/lib/messages";
import { contentTypeOf, fileProblem, zipFileProblem } from "./file-rules";

const sized = (file: File, size: number) => {
  Object.defineProperty(file, "size", { value: size });
  return file;
};
const mib = 1024 * 1024;

describe("file checks before upload", () => {
  it("gives HEIC and JFIF files without a browser type their content type", () => {
    expect(contentTypeOf(new File(["x"], "IMG_0001.HEIC"))).toBe("image/heic");
    expect(contentTypeOf(new File(["x"], "photo.jfif"))).toBe("image/jpeg");
    expect(contentTypeOf(new File(["x"], "clip.mov", { type: "video/quicktime" }))).toBe("video/quicktime");
  });

  it("accepts a creative video of exactly 30 MB and refuses one byte more, naming file and limit", () => {
    const ok = sized(new File(["x"], "a.mp4", { type: "video/mp4" }), 30 * mib);
    const big = sized(new File(["x"], "b.mp4", { type: "video/mp4" }), 30 * mib + 1);
    expect(fileProblem(ok, "creative")).toBeUndefined();
    expect(localizeMessage(fileProblem(big, "creative") ?? "", "en")).toBe(
      "b.mp4 is larger than the limit of 30 MB.",
    );
  });

  it("takes every image and video type of admin.md §9 as a creative, typed by extension when untyped", () => {
    for (const name of [
      "a.gif",
      "a.bmp",
      "a.tiff",
      "a.webp",
      "a.svg",
      "a.heic",
      "a.avi",
      "a.mkv",
      "a.flv",
      "a.wmv",
      "a.webm",
    ]) {
      expect(fileProblem(new File(["x"], name), "creative"), name).toBeUndefined();
    }
  });

  it("refuses a PDF as a creative and a video as a product picture", () => {
    expect(fileProblem(new File(["x"], "a.pdf", { type: "application/pdf" }), "creative")).toBeDefined();
    expect(fileProblem(new File(["x"], "a.mp4", { type: "video/mp4" }), "product")).toBeDefined();
  });

  it("takes MP3 and M4A files as background music, typed by extension when the browser gives none", () => {
    expect(contentTypeOf(new File(["x"], "theme.M4A"))).toBe("audio/mp4");
    expect(fileProblem(new File(["x"], "theme.mp3"), "music")).toBeUndefined();
    expect(fileProblem(new File(["x"], "theme.m4a", { type: "audio/x-m4a" }), "music")).toBeUndefined();
    expect(fileProblem(new File(["x"], "clip.mp4", { type: "video/mp4" }), "music")).toBeDefined();
  });

  it("takes a ZIP of up to 1 GB", () => {
    expect(zipFileProblem(sized(new File(["x"], "all.zip"), 1024 * mib))).toBeUndefined();
    expect(
      localizeMessage(zipFileProblem(sized(new File(["x"], "all.zip"), 1024 * mib + 1)) ?? "", "en"),
    ).toBe("all.zip is larger than the limit of 1 GB.");
    expect(zipFileProblem(new File(["x"], "all.rar"))).toBeDefined();
  });
});
