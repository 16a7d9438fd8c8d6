import { describe, expect, it } from "vitest";
import { locales } from "../i18n/locales.ts";
import { translate } from "../i18n/messages.ts";
import {
  acceptedFormatNames,
  acceptOf,
  cellCodeOfFileName,
  contentTypeOfFile,
  declaredFileProblem,
  formatByteLimit,
  imageExtensions,
  purposeRules,
  transcodedVideoTypes,
  uploadLimits,
  videoExtensions,
  zipProblem,
} from "./uploads.ts";

describe("cellCodeOfFileName", () => {
  it.each([
    ["A1.jpg", "A1"],
    ["b3.png", "B3"],
    ["A1 summer sale.jpg", "A1"],
    ["A1_v2.jpg", "A1"],
    ["A1-final.JPG", "A1"],
    ["A1(1).png", "A1"],
    ["creatives/AB12.jpg", "AB12"],
    ["folder\\C100.mp4", "C100"],
    ["A10.jpg", "A10"],
  ])("maps %s to %s", (name, cell) => {
    expect(cellCodeOfFileName(name)).toBe(cell);
  });

  it.each(["hero.jpg", "A01.jpg", "A0.jpg", "A101.jpg", "ABCD1.jpg", "A1x.jpg", "1A.jpg", "A.jpg"])(
    "maps %s to no cell",
    (name) => {
      expect(cellCodeOfFileName(name)).toBeUndefined();
    },
  );
});

describe("declaredFileProblem", () => {
  const file = { name: "clip.mp4", contentType: "video/mp4", size: 1000, purpose: "creative" as const };

  it("accepts creative images and videos within their limits", () => {
    expect(declaredFileProblem(file)).toBeUndefined();
    expect(declaredFileProblem({ ...file, name: "a.jpg", contentType: "image/jpeg" })).toBeUndefined();
    expect(declaredFileProblem({ ...file, size: uploadLimits.videoBytes })).toBeUndefined();
  });

  it("names the file and the limit when it is too large", () => {
    expect(declaredFileProblem({ ...file, size: uploadLimits.videoBytes + 1 })).toEqual({
      key: "uploads.tooLarge",
      params: { name: "clip.mp4", limit: "30 MB" },
    });
  });

  it("refuses a type the purpose does not take", () => {
    expect(declaredFileProblem({ ...file, purpose: "logo" })).toMatchObject({
      key: "uploads.typeNotAllowed",
      params: { name: "clip.mp4", types: "JPG or PNG" },
    });
    expect(declaredFileProblem({ ...file, contentType: "text/html" })?.key).toBe("uploads.typeNotAllowed");
  });

  it("limits a ZIP to 1 GB and to the .zip name", () => {
    expect(zipProblem({ name: "all.zip", size: uploadLimits.zipBytes })).toBeUndefined();
    expect(zipProblem({ name: "all.zip", size: uploadLimits.zipBytes + 1 })?.params.limit).toBe("1 GB");
    expect(zipProblem({ name: "all.rar", size: 10 })?.key).toBe("uploads.zipNotZip");
  });

  it("shows limits as people read them", () => {
    expect(formatByteLimit(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatByteLimit(4 * 1024 ** 3)).toBe("4 GB");
  });
});

describe("the accepted formats of admin.md §9", () => {
  const specImages = ["jpg", "jpeg", "png", "gif", "bmp", "tiff", "webp", "jfif", "heic", "svg"];
  const specVideos = ["mp4", "avi", "mov", "mkv", "flv", "wmv", "webm"];

  it("are the one list the picker, the messages and the server's type check read", () => {
    expect(imageExtensions).toEqual(specImages);
    expect(videoExtensions).toEqual(specVideos);
    const accept = acceptOf("media").split(",");
    for (const extension of [...specImages, ...specVideos]) {
      expect(accept, extension).toContain(`.${extension}`);
      const type = contentTypeOfFile({ name: `file.${extension.toUpperCase()}`, type: "" });
      expect(purposeRules.creative.types, extension).toContain(type);
      expect(purposeRules.creative.label.split(", "), extension).toContain(extension.toUpperCase());
    }
    expect(purposeRules.product.label).toBe("JPG, JPEG, PNG, GIF, BMP, TIFF, WEBP, JFIF, HEIC, SVG");
    expect(acceptedFormatNames.videos).toBe("MP4, AVI, MOV, MKV, FLV, WMV, WEBM");
  });

  it.each(locales)("are all named in the news image refusal (%s), read from the one list", (locale) => {
    const message = translate("uploads.newsImageType", locale, acceptedFormatNames);
    const named = new Set(message.match(/\b[A-Z]{3,4}\b/g));
    expect(named).toEqual(new Set(specImages.map((extension) => extension.toUpperCase())));
  });

  it("lists the videos browsers cannot play as the ones ffmpeg converts first", () => {
    for (const extension of ["avi", "mkv", "flv", "wmv"]) {
      expect(transcodedVideoTypes).toContain(contentTypeOfFile({ name: `a.${extension}`, type: "" }));
    }
    for (const extension of ["mp4", "mov", "webm"]) {
      expect(transcodedVideoTypes).not.toContain(contentTypeOfFile({ name: `a.${extension}`, type: "" }));
    }
  });
});
