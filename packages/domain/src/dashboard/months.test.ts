import { describe, expect, it } from "vitest";
import {
  defaultMonthRange,
  isMonth,
  measureDay,
  monthCount,
  monthRangeProblems,
  monthsOf,
} from "./months.ts";

const now = new Date("2026-11-26T05:00:00Z");

describe("dashboard month range", () => {
  it("lists every month of the range across a year end", () => {
    expect(monthsOf({ start: "2025-11", end: "2026-02" })).toEqual([
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
    expect(monthCount({ start: "2024-12", end: "2026-11" })).toBe(24);
  });

  it("accepts 24 months and refuses 25 at the end field", () => {
    expect(monthRangeProblems({ start: "2024-12", end: "2026-11" }, now)).toEqual([]);
    expect(monthRangeProblems({ start: "2024-11", end: "2026-11" }, now)).toEqual([
      { field: "end", messageKey: "dashboard.rangeTooLong", params: { months: 24 } },
    ]);
  });

  it("refuses an end before the start, and accepts a one-month range", () => {
    expect(monthRangeProblems({ start: "2026-05", end: "2026-04" }, now)).toEqual([
      { field: "end", messageKey: "dashboard.rangeReversed" },
    ]);
    expect(monthRangeProblems({ start: "2026-05", end: "2026-05" }, now)).toEqual([]);
  });

  it("refuses months after the current one in Japan, next to each field", () => {
    // 2026-11-30T15:00Z is already 1 December in Japan.
    const december = new Date("2026-11-30T15:00:00Z");
    expect(monthRangeProblems({ start: "2026-12", end: "2026-12" }, now)).toEqual([
      { field: "start", messageKey: "dashboard.monthInFuture" },
      { field: "end", messageKey: "dashboard.monthInFuture" },
    ]);
    expect(monthRangeProblems({ start: "2026-12", end: "2026-12" }, december)).toEqual([]);
  });

  it("defaults to the last twelve months, this one included", () => {
    expect(defaultMonthRange(now)).toEqual({ start: "2025-12", end: "2026-11" });
  });

  it("reads a closed month on its last day and the current one today (JST)", () => {
    expect(measureDay("2026-02", now)).toBe("2026-02-28");
    expect(measureDay("2026-11", now)).toBe("2026-11-26");
  });

  it("knows a month from other text", () => {
    expect(isMonth("2026-01")).toBe(true);
    expect(isMonth("2026-13")).toBe(false);
    expect(isMonth("2026-1")).toBe(false);
  });
});
