import { describe, expect, it } from "vitest";
import { analyticsEvent } from "./analytics.ts";

const event = {
  type: "slide_page",
  siteId: "6f1c2d3e-0000-4000-8000-000000000000",
  occurredAt: 1_760_000_000_000,
  sessionId: "s-1",
};

describe("analytics event text", () => {
  it("refuses text the database cannot store as sent: a NUL or an unpaired surrogate", () => {
    for (const text of ["a\u0000b", "\ud800", "x\udc00", "\udbff\ud800"]) {
      expect(analyticsEvent.safeParse({ ...event, pageId: text }).success, JSON.stringify(text)).toBe(false);
    }
  });

  it("keeps every other text, paired surrogates (emoji) included", () => {
    for (const text of ["p1", "日本語", "😀", "tab\there", "\ud83d\ude00x"]) {
      expect(analyticsEvent.safeParse({ ...event, pageId: text }).success, text).toBe(true);
    }
  });
});
