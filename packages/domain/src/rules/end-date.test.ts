import { describe, expect, it } from "vitest";
import { endDateInPast } from "./end-date.ts";

const now = new Date("2026-06-01T03:00:00Z");

describe("endDateInPast", () => {
  it("refuses a new end that is not after now, the present instant included", () => {
    expect(endDateInPast("2026-06-01T02:59:59Z", now)).toBe(true);
    expect(endDateInPast("2026-06-01T03:00:00Z", now)).toBe(true);
    expect(endDateInPast("2026-06-01T03:00:01Z", now)).toBe(false);
    expect(endDateInPast(null, now)).toBe(false);
  });

  it("lets an unchanged past end stand, and refuses one moved to another past instant", () => {
    expect(endDateInPast("2026-05-01T00:00:00Z", now, "2026-05-01T00:00:00.000Z")).toBe(false);
    expect(endDateInPast("2026-05-02T00:00:00Z", now, new Date("2026-05-01T00:00:00Z"))).toBe(true);
    expect(endDateInPast("2026-05-02T00:00:00Z", now, null)).toBe(true);
  });
});
