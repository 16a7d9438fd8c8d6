import { describe, expect, it } from "vitest";
import { availableContractActions, isContractEditable, nextContractStatus } from "./contract.ts";

describe("contract state machine", () => {
  it.each([
    ["active", "suspend", "suspended"],
    ["suspended", "resume", "active"],
    ["active", "terminate", "terminated"],
    ["suspended", "terminate", "terminated"],
    ["inactive", "terminate", "terminated"],
    ["active", "resume", null],
    ["suspended", "suspend", null],
    ["terminated", "resume", null],
    ["terminated", "suspend", null],
    ["terminated", "terminate", null],
    ["inactive", "suspend", null],
  ] as const)("%s + %s → %s", (from, action, to) => {
    expect(nextContractStatus(from, action)).toBe(to);
  });

  it("offers no way back from termination, and makes it read-only", () => {
    expect(availableContractActions("terminated")).toEqual([]);
    expect(availableContractActions("active")).toEqual(["suspend", "terminate"]);
    expect(availableContractActions("suspended")).toEqual(["resume", "terminate"]);
    expect(isContractEditable("terminated")).toBe(false);
    expect(isContractEditable("suspended")).toBe(true);
  });
});
