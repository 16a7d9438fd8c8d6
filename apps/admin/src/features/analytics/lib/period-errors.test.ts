import { describe, expect, it } from "vitest";
import { periodErrors, validPeriod } from "./period-errors";

const now = new Date("2026-11-26T03:00:00Z");

describe("the custom period's field errors", () => {
  it("accepts a period of JST days up to today", () => {
    const draft = { from: "2026-11-01", to: "2026-11-26" };
    const errors = periodErrors(draft, now, "ja");
    expect(errors).toEqual({});
    expect(validPeriod(draft, errors)).toEqual(draft);
  });

  it("puts an end before the start under the end, in the UI language", () => {
    const draft = { from: "2026-11-20", to: "2026-11-10" };
    expect(periodErrors(draft, now, "ja")).toEqual({ to: "期間の終了日は開始日以降にしてください。" });
    expect(periodErrors(draft, now, "en")).toEqual({
      to: "The end of the period must not be before its start.",
    });
    expect(validPeriod(draft, periodErrors(draft, now, "en"))).toBeUndefined();
  });

  it("refuses a period over 13 months, and a start after today", () => {
    expect(periodErrors({ from: "2025-10-01", to: "2026-11-01" }, now, "zh")).toEqual({
      to: "期间最长为 13 个月。",
    });
    expect(periodErrors({ from: "2026-11-27", to: "2026-11-30" }, now, "ko").from).toBeTruthy();
  });

  it("asks for the missing day when one is cleared", () => {
    expect(periodErrors({ from: "", to: "2026-11-10" }, now, "en")).toEqual({
      from: "Enter both the start and the end of the period.",
    });
    expect(periodErrors({ from: "", to: "" }, now, "en").from).toBe(
      "Enter both the start and the end of the period.",
    );
  });
});
