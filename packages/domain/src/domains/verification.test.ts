import { describe, expect, it } from "vitest";
import { caaAllows, judgeDns, nextCheckDelayMs } from "./verification.ts";

const minute = 60_000;
const hour = 60 * minute;

describe("nextCheckDelayMs", () => {
  it("checks every minute at first, then less and less often", () => {
    expect(nextCheckDelayMs(0)).toBe(minute);
    expect(nextCheckDelayMs(59 * minute)).toBe(minute);
    expect(nextCheckDelayMs(hour)).toBe(5 * minute);
    expect(nextCheckDelayMs(6 * hour)).toBe(15 * minute);
    expect(nextCheckDelayMs(24 * hour)).toBe(hour);
    expect(nextCheckDelayMs(71 * hour)).toBe(hour);
  });
});

describe("caaAllows", () => {
  const ca = ["letsencrypt.org"];
  it("allows any authority without CAA records or without issue properties", () => {
    expect(caaAllows([], ca)).toBe(true);
    expect(caaAllows([{ critical: 0, iodef: "mailto:x@example.com" }], ca)).toBe(true);
  });
  it("allows only the authorities the records name", () => {
    expect(caaAllows([{ critical: 0, issue: "letsencrypt.org" }], ca)).toBe(true);
    expect(caaAllows([{ critical: 0, issue: "letsencrypt.org; validationmethods=dns-01" }], ca)).toBe(true);
    expect(caaAllows([{ critical: 0, issue: "digicert.com" }], ca)).toBe(false);
    expect(caaAllows([{ critical: 0, issue: ";" }], ca)).toBe(false);
  });
  it("refuses on an unknown critical property", () => {
    expect(caaAllows([{ critical: 128, tbs: "x" }], ca)).toBe(false);
  });
});

describe("judgeDns", () => {
  const ok = { pointing: "ok" as const, challenge: ["tok"], caaAllowed: true };
  it("verifies when the name points here, the token is there and CAA allows", () => {
    expect(judgeDns(ok, "tok")).toEqual({ state: "verified", problem: null });
  });
  it("stays pending while the name does not point here, saying why", () => {
    expect(judgeDns({ ...ok, pointing: "none" }, "tok")).toEqual({ state: "pending", problem: "noRecord" });
    expect(judgeDns({ ...ok, pointing: "elsewhere" }, "tok").problem).toBe("pointsElsewhere");
    expect(judgeDns({ ...ok, pointing: "loop" }, "tok").problem).toBe("cnameLoop");
  });
  it("finds the DNS but waits for the token and for CAA", () => {
    expect(judgeDns({ ...ok, challenge: [] }, "tok")).toEqual({ state: "dns_found", problem: "txtMissing" });
    expect(judgeDns({ ...ok, challenge: ["old"] }, "tok")).toEqual({
      state: "dns_found",
      problem: "txtWrong",
    });
    expect(judgeDns({ ...ok, caaAllowed: false }, "tok")).toEqual({
      state: "dns_found",
      problem: "caaForbids",
    });
  });
});
