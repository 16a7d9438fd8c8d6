import { describe, expect, it } from "vitest";
import { isPlanChangeInForce, jstDate, jstStartOf, planChangeEffectiveDate } from "./plan-change.ts";

describe("plan change effective date (JST)", () => {
  it.each([
    ["2026-05-10T03:00:00Z", "2026-06-01"],
    // 14:59 UTC on 31 Jan is 23:59 JST on 31 Jan: still January in Japan.
    ["2026-01-31T14:59:00Z", "2026-02-01"],
    // 15:00 UTC on 31 Jan is 00:00 JST on 1 Feb: already February, so the change waits for March.
    ["2026-01-31T15:00:00Z", "2026-03-01"],
    // The end of February, in a leap year and not.
    ["2028-02-29T10:00:00Z", "2028-03-01"],
    ["2027-02-28T15:30:00Z", "2027-04-01"],
    // The year end: 23:59 JST on 31 December changes on 1 January of the next year...
    ["2026-12-31T14:59:59Z", "2027-01-01"],
    // ...and a minute later it is already January in Japan, so it changes on 1 February.
    ["2026-12-31T15:00:00Z", "2027-02-01"],
    ["2026-12-01T00:00:00Z", "2027-01-01"],
  ])("a change asked at %s applies from %s", (at, expected) => {
    expect(planChangeEffectiveDate(new Date(at))).toBe(expected);
  });

  it("takes the Japanese calendar date, not the UTC one", () => {
    expect(jstDate(new Date("2026-03-31T16:00:00Z"))).toBe("2026-04-01");
    expect(jstDate(new Date("2026-03-31T14:00:00Z"))).toBe("2026-03-31");
  });

  it("puts the boundary at 00:00 JST on the first, i.e. 15:00 UTC the day before", () => {
    expect(jstStartOf("2027-01-01").toISOString()).toBe("2026-12-31T15:00:00.000Z");
    expect(isPlanChangeInForce("2027-01-01", new Date("2026-12-31T14:59:59Z"))).toBe(false);
    expect(isPlanChangeInForce("2027-01-01", new Date("2026-12-31T15:00:00Z"))).toBe(true);
  });
});
