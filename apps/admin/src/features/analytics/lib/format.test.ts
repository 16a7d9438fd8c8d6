import { describe, expect, it } from "vitest";
import { formatDuration, formatRate, trendOf } from "./format";

const texts = {
  seconds: (value: string) => `${value} s`,
  minutes: (minutes: number, seconds: string) => `${minutes}:${seconds}`,
};

describe("analytics figures as shown", () => {
  it("shows rates as percentages with one decimal, and a dash when nothing was counted", () => {
    expect(formatRate(0.1234, "en")).toBe("12.3%");
    expect(formatRate(0, "ja")).toBe("0.0%");
    expect(formatRate(null, "en")).toBe("–");
  });

  it("shows dwell under a minute in tenths of seconds and longer ones in minutes and seconds", () => {
    expect(formatDuration(8_450, texts)).toBe("8.4 s");
    expect(formatDuration(65_400, texts)).toBe("1:05");
    expect(formatDuration(null, texts)).toBe("–");
  });

  it("compares with the previous period only when it had something to compare with", () => {
    expect(trendOf(120, 100)).toEqual({ trend: "up", change: 0.2 });
    expect(trendOf(75, 100)).toEqual({ trend: "down", change: 0.25 });
    expect(trendOf(100, 100)).toEqual({ trend: "flat", change: 0 });
    expect(trendOf(5, 0)).toEqual({ trend: "none", change: null });
    expect(trendOf(0.05, null)).toEqual({ trend: "none", change: null });
  });
});
