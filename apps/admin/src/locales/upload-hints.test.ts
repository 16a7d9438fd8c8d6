import { acceptedFormatNames, locales } from "@mekuri/domain";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";

// admin.md §9, written out here so the hints are checked against the spec, not against themselves.
const specImages = ["jpg", "jpeg", "png", "gif", "bmp", "tiff", "webp", "jfif", "heic", "svg"];
const specVideos = ["mp4", "avi", "mov", "mkv", "flv", "wmv", "webm"];

const hints: [key: string, kinds: string[]][] = [
  ["sites.popup.mediaHint", [...specImages, ...specVideos]],
  ["sites.campaign.item.buttonMediaHint", [...specImages, ...specVideos]],
  ["creatives.button.imageHint", specImages],
  ["notices.imageHint", specImages],
  ["notices.newsImageHint", specImages],
];

const named = (text: string) => new Set(text.match(/\b[A-Z0-9]{3,4}\b/g) ?? []);

describe("upload hints", () => {
  it.each(locales.flatMap((locale) => hints.map(([key, kinds]) => [locale, key, kinds] as const)))(
    "%s %s names every extension admin.md §9 accepts there, and no other",
    (locale, key, kinds) => {
      // The keys are listed as plain strings; i18next's typed keys would refuse them.
      const translate = i18n.getFixedT(locale) as unknown as (key: string, options: object) => string;
      const text = translate(key, acceptedFormatNames);
      expect(named(text)).toEqual(new Set(kinds.map((extension) => extension.toUpperCase())));
    },
  );
});
