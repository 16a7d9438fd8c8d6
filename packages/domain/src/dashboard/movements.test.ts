import { describe, expect, it } from "vitest";
import { classifyMovement, monthMovements, movementTotals } from "./movements.ts";

describe("MRR movements", () => {
  it.each([
    [0, 30_000, false, "new"],
    [0, 30_000, true, "reactivation"],
    [30_000, 50_000, false, "expansion"],
    [80_000, 50_000, false, "contraction"],
    [50_000, 0, false, "churn"],
    [50_000, 50_000, false, null],
  ] as const)("¥%i → ¥%i (paid before: %s) is %s", (from, to, paidBefore, kind) => {
    expect(classifyMovement(from, to, paidBefore)).toBe(kind);
  });

  it("explains a month's MRR change account by account", () => {
    const march = new Map([
      ["a", 30_000],
      ["b", 80_000],
      ["c", 50_000],
      ["d", 50_000],
    ]);
    const april = new Map([
      ["a", 50_000], // Light → Standard: +20,000
      ["b", 50_000], // Premium → Standard: −30,000
      ["d", 50_000], // unchanged
      ["e", 30_000], // first contract: +30,000
      ["f", 120_000], // back after a suspension: +120,000
    ]);
    const firstPaid = (id: string) => (id === "f" ? "2025-06" : id === "e" ? "2026-04" : "2025-01");
    const movements = monthMovements(march, april, "2026-04", firstPaid);
    const totals = movementTotals(movements);
    expect(totals).toEqual({
      new: { amount: 30_000, accounts: 1 },
      reactivation: { amount: 120_000, accounts: 1 },
      expansion: { amount: 20_000, accounts: 1 },
      contraction: { amount: -30_000, accounts: 1 },
      churn: { amount: -50_000, accounts: 1 },
    });
    // 210,000 + 30,000 + 120,000 + 20,000 − 30,000 − 50,000 = 300,000, April's MRR.
    const sum = (map: Map<string, number>) => [...map.values()].reduce((a, b) => a + b, 0);
    expect(sum(march) + movements.reduce((total, m) => total + m.change, 0)).toBe(sum(april));
    expect(movements.find((m) => m.accountId === "c")).toEqual({
      accountId: "c",
      kind: "churn",
      from: 50_000,
      to: 0,
      change: -50_000,
    });
  });
});
