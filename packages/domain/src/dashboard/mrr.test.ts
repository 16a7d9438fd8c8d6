import { describe, expect, it } from "vitest";
import { type AccountContractHistory, contractedPlanOn, firstPaidMonth, monthSnapshot } from "./mrr.ts";

const now = new Date("2026-11-26T05:00:00Z");
const plans = new Map([
  ["light", { id: "light", price: 30_000 }],
  ["standard", { id: "standard", price: 50_000 }],
  ["premium", { id: "premium", price: 80_000 }],
  ["oem", { id: "oem", price: 40_000 }],
  ["trial", { id: "trial", price: 0 }],
]);

function account(overrides: Partial<AccountContractHistory> & { id: string }): AccountContractHistory {
  return {
    parentId: null,
    contractStartDate: "2026-01-15",
    contractEndDate: null,
    licenseIssuance: false,
    initialPlanId: "standard",
    planChanges: [],
    initialState: "active",
    stateChanges: [],
    ...overrides,
  };
}

describe("MRR per account and month", () => {
  it("counts the plan in force on the month's last day, from the contract's first month", () => {
    const a = account({ id: "a", planChanges: [{ effectiveDate: "2026-04-01", planId: "premium" }] });
    expect(monthSnapshot([a], plans, "2025-12", now).total).toBe(0);
    // Started on 15 January on Standard: ¥50,000 for January (no initial fee in MRR).
    expect(monthSnapshot([a], plans, "2026-01", now).total).toBe(50_000);
    expect(monthSnapshot([a], plans, "2026-03", now).total).toBe(50_000);
    // The change to Premium applies from 1 April.
    expect(monthSnapshot([a], plans, "2026-04", now).total).toBe(80_000);
  });

  it("stops counting after the expiry date and while suspended, and again after a resume", () => {
    const ended = account({ id: "ended", contractEndDate: "2026-06-30" });
    expect(monthSnapshot([ended], plans, "2026-06", now).total).toBe(50_000);
    expect(monthSnapshot([ended], plans, "2026-07", now).total).toBe(0);
    const paused = account({
      id: "paused",
      stateChanges: [
        { day: "2026-05-10", state: "suspended" },
        { day: "2026-07-03", state: "active" },
      ],
    });
    expect(monthSnapshot([paused], plans, "2026-04", now).total).toBe(50_000);
    expect(monthSnapshot([paused], plans, "2026-05", now).total).toBe(0);
    expect(monthSnapshot([paused], plans, "2026-06", now).total).toBe(0);
    expect(monthSnapshot([paused], plans, "2026-07", now).total).toBe(50_000);
    const terminated = account({ id: "t", stateChanges: [{ day: "2026-09-01", state: "terminated" }] });
    expect(contractedPlanOn(terminated, "2026-08-31")).toBe("standard");
    expect(contractedPlanOn(terminated, "2026-09-01")).toBeNull();
  });

  it("adds ¥5,000 per contracted customer of a licence-issuing reseller", () => {
    const reseller = account({ id: "oem", initialPlanId: "oem", licenseIssuance: true });
    const customers = [
      account({ id: "c1", parentId: "oem", initialPlanId: "light" }),
      account({ id: "c2", parentId: "oem", initialPlanId: "trial" }),
      // Not contracted yet in March: no licence fee for it.
      account({ id: "c3", parentId: "oem", contractStartDate: "2026-04-01", initialPlanId: "light" }),
    ];
    const march = monthSnapshot([reseller, ...customers], plans, "2026-03", now);
    // Reseller 40,000 + 2 × 5,000 = 50,000; c1 30,000; c2 on a ¥0 trial counts for the licence only.
    expect(march.mrr.get("oem")).toBe(50_000);
    expect(march.mrr.get("c1")).toBe(30_000);
    expect(march.mrr.has("c2")).toBe(false);
    expect(march.plans.get("c2")).toBe("trial");
    expect(march.total).toBe(80_000);
    // In April c3 starts: 40,000 + 3 × 5,000 = 55,000 and c3's 30,000.
    expect(monthSnapshot([reseller, ...customers], plans, "2026-04", now).total).toBe(55_000 + 60_000);
  });

  it("charges no licence fee to an account that does not issue licences", () => {
    const parent = account({ id: "p", initialPlanId: "standard" });
    const child = account({ id: "c", parentId: "p", initialPlanId: "light" });
    expect(monthSnapshot([parent, child], plans, "2026-02", now).mrr.get("p")).toBe(50_000);
  });

  it("finds the first month a plan fee was paid, past a free trial", () => {
    const trialFirst = account({
      id: "t",
      initialPlanId: "trial",
      planChanges: [{ effectiveDate: "2026-03-01", planId: "light" }],
    });
    expect(firstPaidMonth(trialFirst, plans, now)).toBe("2026-03");
    expect(firstPaidMonth(account({ id: "never", contractStartDate: null }), plans, now)).toBeNull();
    // A change waiting for next month is not paid yet.
    const waiting = account({
      id: "w",
      initialPlanId: "trial",
      planChanges: [{ effectiveDate: "2026-12-01", planId: "light" }],
    });
    expect(firstPaidMonth(waiting, plans, now)).toBeNull();
  });
});
