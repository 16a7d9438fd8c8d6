import { describe, expect, it } from "vitest";
import { contractHasEnded } from "./contract-end.ts";

describe("contractHasEnded", () => {
  it("keeps the contract running through its last day in Japan", () => {
    // 2026-03-31 23:59 JST is 14:59 UTC.
    expect(contractHasEnded("2026-03-31", new Date("2026-03-31T14:59:00Z"))).toBe(false);
  });

  it("ends it at 00:00 JST the day after the expiry date", () => {
    expect(contractHasEnded("2026-03-31", new Date("2026-03-31T15:00:00Z"))).toBe(true);
    expect(contractHasEnded("2026-03-31", new Date("2027-01-01T00:00:00Z"))).toBe(true);
  });

  it("never ends a contract without an expiry date", () => {
    expect(contractHasEnded(null, new Date("2099-01-01T00:00:00Z"))).toBe(false);
  });
});
