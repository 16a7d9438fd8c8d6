import { describe, expect, it } from "vitest";
import { isWithinWindow, toTime } from "./time.ts";

const now = new Date("2026-05-01T12:00:00Z");

describe("isWithinWindow", () => {
  it.each([
    ["inside both bounds", "2026-05-01T00:00:00Z", "2026-05-02T00:00:00Z", true],
    ["exactly at the start", "2026-05-01T12:00:00Z", null, true],
    ["exactly at the end", null, "2026-05-01T12:00:00Z", true],
    ["before the start", "2026-05-01T12:00:01Z", null, false],
    ["after the end", null, "2026-05-01T11:59:59Z", false],
    ["with no bounds", null, null, true],
    ["with an unreadable bound", "soon", null, false],
  ])("is %s → %s", (_, start, end, expected) => {
    expect(isWithinWindow(now, start, end)).toBe(expected);
  });

  it("reads Date, string and epoch inputs alike", () => {
    expect(toTime(now)).toBe(now.getTime());
    expect(toTime(now.toISOString())).toBe(now.getTime());
    expect(toTime(now.getTime())).toBe(now.getTime());
    expect(toTime("")).toBeUndefined();
  });
});
