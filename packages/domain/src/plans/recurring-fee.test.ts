import { describe, expect, it } from "vitest";
import { licenseFee, recurringFee } from "./recurring-fee.ts";

describe("recurring fee", () => {
  it("is the plan's monthly fee for an account that issues no licences", () => {
    expect(recurringFee({ price: 50_000 }, 0)).toBe(50_000);
  });

  it("adds ¥5,000 per contracted account a reseller issued", () => {
    // EP/OEM Standard ¥40,000 with three contracted customers: 40,000 + 3 × 5,000.
    expect(recurringFee({ price: 40_000 }, 3)).toBe(55_000);
    expect(licenseFee(12)).toBe(60_000);
  });

  it("never charges a negative licence fee", () => {
    expect(licenseFee(-1)).toBe(0);
  });
});
