import { describe, expect, it } from "vitest";
import { missingToolNotes } from "./start-notes.ts";

describe("the start log's notes on missing tools", () => {
  it("says what a missing ffmpeg costs and how to add it", () => {
    const text = missingToolNotes({ ffmpeg: false, cjkFont: true }).join("\n");
    expect(text).toContain("ffmpeg not found");
    expect(text).toContain("video page");
    expect(text).toContain("apt-get install ffmpeg");
  });

  it("says that PDF exports need the CJK font package", () => {
    const text = missingToolNotes({ ffmpeg: true, cjkFont: false }).join("\n");
    expect(text).toContain("Noto Sans CJK font not found");
    expect(text).toContain("apt-get install fonts-noto-cjk");
  });

  it("says nothing when everything is there", () => {
    expect(missingToolNotes({ ffmpeg: true, cjkFont: true })).toEqual([]);
  });
});
