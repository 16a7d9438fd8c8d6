import { describe, expect, it } from "vitest";
import { analysisQuery } from "../schemas/analytics.ts";
import {
  addMonths,
  daysOf,
  defaultPeriod,
  isPeriodTooLong,
  jstDay,
  jstDayStart,
  jstMonth,
  monthPeriod,
  periodDays,
  previousPeriod,
  splitByMonths,
} from "./period.ts";

describe("JST days", () => {
  it("puts 14:59 UTC on the same JST day and 15:00 UTC on the next", () => {
    expect(jstDay(Date.parse("2026-03-31T14:59:59.999Z"))).toBe("2026-03-31");
    expect(jstDay(Date.parse("2026-03-31T15:00:00.000Z"))).toBe("2026-04-01");
    expect(jstMonth(Date.parse("2026-03-31T15:00:00.000Z"))).toBe("2026-04");
  });

  it("starts a JST day at 15:00 UTC of the day before", () => {
    expect(jstDayStart("2026-01-01").toISOString()).toBe("2025-12-31T15:00:00.000Z");
  });

  it("counts both ends of a period and lists its days across a month end", () => {
    expect(periodDays({ from: "2026-02-27", to: "2026-03-02" })).toBe(4);
    expect(daysOf({ from: "2026-02-27", to: "2026-03-02" })).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });

  it("compares with the period of the same length just before", () => {
    expect(previousPeriod({ from: "2026-03-01", to: "2026-03-31" })).toEqual({
      from: "2026-01-29",
      to: "2026-02-28",
    });
  });

  it("defaults to the last 30 days up to today in Japan", () => {
    expect(defaultPeriod(Date.parse("2026-05-31T16:00:00Z"))).toEqual({
      from: "2026-05-03",
      to: "2026-06-01",
    });
  });

  it("clamps month arithmetic to the month's last day and bounds a period at 13 months", () => {
    expect(addMonths("2025-01-31", 1)).toBe("2025-02-28");
    expect(monthPeriod("2024-02")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(isPeriodTooLong({ from: "2025-01-01", to: "2026-01-31" })).toBe(false);
    expect(isPeriodTooLong({ from: "2025-01-01", to: "2026-02-01" })).toBe(true);
  });
});

describe("the analysis query", () => {
  const issues = (query: object) =>
    analysisQuery.safeParse(query).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("accepts no period, or both ends in order", () => {
    expect(analysisQuery.parse({})).toEqual({});
    expect(
      analysisQuery.parse({ from: "2026-01-01", to: "2026-01-01", lang: "en", device: "phone" }),
    ).toEqual({
      from: "2026-01-01",
      to: "2026-01-01",
      lang: "en",
      device: "phone",
    });
  });

  it("refuses an end before the start, a period over 13 months, one end alone and impossible dates", () => {
    expect(issues({ from: "2026-02-01", to: "2026-01-31" })).toEqual([["to", "analytics.periodReversed"]]);
    expect(issues({ from: "2025-01-01", to: "2026-02-01" })).toEqual([
      ["to", "analytics.periodTooLong?months=13"],
    ]);
    expect(issues({ from: "2026-01-01" })).toEqual([["to", "analytics.periodIncomplete"]]);
    expect(issues({ from: "2026-02-30", to: "2026-03-01" })).toEqual([["from", "analytics.invalidDay"]]);
    expect(issues({ from: "2026-13-01", to: "2026-12-01" })).toEqual([["from", "analytics.invalidDay"]]);
    expect(issues({ lang: "fr" })).toEqual([["lang", "analytics.invalidLanguage"]]);
    expect(issues({ device: "watch" })).toEqual([["device", "analytics.invalidDevice"]]);
  });
});

describe("a period split into whole months and days for the rollups", () => {
  it("reads whole months from the monthly rows and the ends from the daily rows", () => {
    expect(splitByMonths({ from: "2026-08-29", to: "2026-11-26" }, "2026-11-26")).toEqual({
      months: ["2026-09-01", "2026-10-01", "2026-11-01"],
      days: [{ from: "2026-08-29", to: "2026-08-31" }],
    });
  });

  it("takes the current month whole when the period reaches today, and nothing after today", () => {
    expect(splitByMonths({ from: "2026-11-01", to: "2026-12-31" }, "2026-11-26")).toEqual({
      months: ["2026-11-01"],
      days: [],
    });
  });

  it("keeps a month that the period ends inside as days, joined to the month before's days", () => {
    expect(splitByMonths({ from: "2026-09-15", to: "2026-10-14" }, "2026-11-26")).toEqual({
      months: [],
      days: [{ from: "2026-09-15", to: "2026-10-14" }],
    });
    expect(splitByMonths({ from: "2026-02-01", to: "2026-03-10" }, "2026-11-26")).toEqual({
      months: ["2026-02-01"],
      days: [{ from: "2026-03-01", to: "2026-03-10" }],
    });
  });

  it("answers a single day as a day, and the first day of a month as its month-to-date", () => {
    expect(splitByMonths({ from: "2026-11-20", to: "2026-11-20" }, "2026-11-26")).toEqual({
      months: [],
      days: [{ from: "2026-11-20", to: "2026-11-20" }],
    });
    expect(splitByMonths({ from: "2026-12-01", to: "2026-12-01" }, "2026-12-01")).toEqual({
      months: ["2026-12-01"],
      days: [],
    });
  });
});
