import { describe, expect, it } from "vitest";
import {
  countdownHoursBelowMs,
  countdownMinutesBelowMs,
  imageVariantWidths,
  languageCookieDays,
  pcThumbnail,
} from "./constants.ts";

describe("viewer constants", () => {
  it("keeps the language cookie at 30 days", () => {
    expect(languageCookieDays).toBe(30);
  });

  it("lists image variant widths narrowest first", () => {
    expect([...imageVariantWidths]).toEqual([...imageVariantWidths].sort((a, b) => a - b));
  });

  it("makes the PC thumbnail 16:9", () => {
    expect(pcThumbnail).toEqual({ width: 350, height: 197 });
  });

  it("expresses the countdown thresholds as 60 minutes and 72 hours", () => {
    expect(countdownMinutesBelowMs).toBe(3_600_000);
    expect(countdownHoursBelowMs).toBe(72 * 3_600_000);
  });
});
