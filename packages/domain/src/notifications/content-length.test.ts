import { describe, expect, it } from "vitest";
import { noticeBody } from "../schemas/notifications.ts";
import { countCharacters, fitsCharacters } from "./content-length.ts";

describe("countCharacters", () => {
  it("counts emoji, flags and combining marks as one character each, as a person does", () => {
    expect(countCharacters("👨‍👩‍👧‍👦")).toBe(1);
    expect(countCharacters("🇯🇵a")).toBe(2);
    expect(countCharacters("é")).toBe(1);
    expect(countCharacters("お知らせ")).toBe(4);
  });
});

describe("fitsCharacters", () => {
  it("says whether a text fits as a person counts, and stops counting past the limit", () => {
    expect(fitsCharacters("👍🏽".repeat(120), 120)).toBe(true);
    expect(fitsCharacters("👍🏽".repeat(121), 120)).toBe(false);
    expect(fitsCharacters("", 120)).toBe(true);
    const huge = "あ".repeat(2_000_000);
    const started = Date.now();
    expect(fitsCharacters(huge, 120)).toBe(false);
    expect(Date.now() - started).toBeLessThan(50);
  });
});

describe("noticeBody content", () => {
  const base = { title: "Sale", publicationType: "instant", status: "publish" };
  it("accepts 120 emoji though their UTF-16 length is far above 120", () => {
    const content = "👍🏽".repeat(120);
    expect(content.length).toBeGreaterThan(120);
    expect(noticeBody.safeParse({ ...base, content }).success).toBe(true);
  });

  it("refuses 121 characters under the content field", () => {
    const result = noticeBody.safeParse({ ...base, content: "あ".repeat(121) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["content"]);
    expect(result.error?.issues[0]?.message).toBe("validation.maxLength?max=120");
  });

  it("refuses a scheduled item without a start and an end not after its start", () => {
    const scheduled = noticeBody.safeParse({ ...base, content: "", publicationType: "scheduled" });
    expect(scheduled.error?.issues.map((i) => i.path.join("."))).toContain("startDate");
    const backwards = noticeBody.safeParse({
      ...base,
      content: "",
      startDate: "2026-05-02T00:00:00Z",
      endDate: "2026-05-01T00:00:00Z",
    });
    expect(backwards.error?.issues.map((i) => `${i.path.join(".")} ${i.message}`)).toEqual([
      "endDate notices.endAfterStart",
    ]);
  });
});
