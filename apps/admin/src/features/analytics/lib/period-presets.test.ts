import { describe, expect, it } from "vitest";
import { presetOf, presetPeriod } from "./period-presets";

// 2026-11-30 23:30 JST is still 14:30 UTC on the 30th; 00:30 JST on 12-01 is 15:30 UTC on 11-30.
const lateOn30th = new Date("2026-11-30T14:30:00Z");
const justAfterMidnightJst = new Date("2026-11-30T15:30:00Z");

describe("period presets", () => {
  it("count whole JST days up to today, today included", () => {
    expect(presetPeriod("last7", lateOn30th)).toEqual({ from: "2026-11-24", to: "2026-11-30" });
    expect(presetPeriod("last30", lateOn30th)).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(presetPeriod("last90", lateOn30th)).toEqual({ from: "2026-09-02", to: "2026-11-30" });
  });

  it("start the next JST day at 15:00 UTC, not at UTC midnight", () => {
    expect(presetPeriod("last7", justAfterMidnightJst)).toEqual({ from: "2026-11-25", to: "2026-12-01" });
    expect(presetPeriod("thisMonth", justAfterMidnightJst)).toEqual({ from: "2026-12-01", to: "2026-12-01" });
    expect(presetPeriod("lastMonth", justAfterMidnightJst)).toEqual({ from: "2026-11-01", to: "2026-11-30" });
  });

  it("take last month whole, across a year and a short February", () => {
    expect(presetPeriod("lastMonth", new Date("2027-01-10T03:00:00Z"))).toEqual({
      from: "2026-12-01",
      to: "2026-12-31",
    });
    expect(presetPeriod("lastMonth", new Date("2028-03-05T03:00:00Z"))).toEqual({
      from: "2028-02-01",
      to: "2028-02-29",
    });
  });

  it("recognise a period that equals a preset, and call any other one custom", () => {
    expect(presetOf(undefined, lateOn30th)).toBe("last30");
    expect(presetOf({ from: "2026-11-24", to: "2026-11-30" }, lateOn30th)).toBe("last7");
    expect(presetOf({ from: "2026-10-01", to: "2026-10-31" }, lateOn30th)).toBe("lastMonth");
    expect(presetOf({ from: "2026-11-02", to: "2026-11-30" }, lateOn30th)).toBe("custom");
  });
});
