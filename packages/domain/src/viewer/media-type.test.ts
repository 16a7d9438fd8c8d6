import { describe, expect, it } from "vitest";
import { isVideoUrl } from "./media-type.ts";

describe("isVideoUrl", () => {
  it("knows a video by its extension, in any case", () => {
    for (const url of [
      "/media/a/video.mp4",
      "/media/a/video.MOV",
      "https://cdn.example/clip.m4v",
      "x.webm",
    ]) {
      expect(isVideoUrl(url)).toBe(true);
    }
  });

  it("reads the extension before a query or a fragment", () => {
    expect(isVideoUrl("/media/a/video.mp4?v=2")).toBe(true);
    expect(isVideoUrl("/media/a/video.mov#t=1")).toBe(true);
  });

  it("takes pictures, empty values and look-alike paths for no video", () => {
    for (const url of ["/media/a/original.jpg", "", "/media/mp4/poster.png", "/media/a/video.mp4.png"]) {
      expect(isVideoUrl(url)).toBe(false);
    }
  });
});
