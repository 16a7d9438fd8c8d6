import { describe, expect, it } from "vitest";
import { licenseFee, recurringFee } from "../plans/recurring-fee.ts";
import {
  type BillablePlan,
  billingMonthProblem,
  estimateNextBill,
  lastClosedMonth,
  monthlyFees,
  overageBlocks,
} from "./fees.ts";
import { invoiceDueDate, invoiceLinesOf, totalsOf } from "./invoice.ts";
import { isSettled, nextPaymentStatus } from "./payment-status.ts";
import { corporateNumberCheckDigit, registrationNumberProblem } from "./registration-number.ts";
import { invoiceTotals, taxByRate } from "./tax.ts";

const standard: BillablePlan = {
  name: "Standard",
  price: 30_000,
  limitAccess: 50_000,
  limitAccessPrice: 500,
};
const usage = { month: "2026-05", contractStartDate: "2025-04-10", pageViews: 0, licensedAccounts: 0 };

describe("monthly fees in yen", () => {
  it("charges only the plan fee for a month within the PV limit after the first month", () => {
    expect(monthlyFees(standard, { ...usage, pageViews: 50_000 })).toEqual({
      month: "2026-05",
      planName: "Standard",
      planFee: 30_000,
      pageViews: 50_000,
      blocksConsumed: 0,
      pageViewFee: 0,
      licenseFee: 0,
      initialFee: 0,
      monthlyFee: 30_000,
      totalFee: 30_000,
    });
  });

  it("charges each started block of 1,000 PV over the limit at the plan's price", () => {
    // 52,001 PV on a 50,000 limit: 2,001 over → 3 blocks × ¥500 = ¥1,500.
    const fees = monthlyFees(standard, { ...usage, pageViews: 52_001 });
    expect(fees.blocksConsumed).toBe(3);
    expect(fees.pageViewFee).toBe(1_500);
    expect(fees.totalFee).toBe(31_500);
    expect(overageBlocks(standard, 51_000)).toBe(1);
    expect(overageBlocks(standard, 49_999)).toBe(0);
  });

  it("adds the ¥100,000 initial fee in the contract's first month only", () => {
    const first = monthlyFees(standard, { ...usage, month: "2026-04", contractStartDate: "2026-04-20" });
    expect(first.initialFee).toBe(100_000);
    expect(first.totalFee).toBe(130_000);
    expect(first.monthlyFee).toBe(30_000);
    const second = monthlyFees(standard, { ...usage, month: "2026-05", contractStartDate: "2026-04-20" });
    expect(second.initialFee).toBe(0);
    expect(second.totalFee).toBe(30_000);
  });

  it("charges a reseller ¥5,000 a month per licensed account, as a recurring fee", () => {
    const fees = monthlyFees(standard, { ...usage, licensedAccounts: 3 });
    expect(fees.licenseFee).toBe(15_000);
    expect(fees.monthlyFee).toBe(45_000);
    expect(recurringFee(standard, 3)).toBe(45_000);
    expect(licenseFee(0)).toBe(0);
  });

  it("estimates the next bill from this month's PV so far and at the pace so far", () => {
    // Day 10 of 30 with 20,000 PV: 60,000 at month end → 10 blocks over → ¥5,000.
    const estimate = estimateNextBill(standard, {
      ...usage,
      pageViews: 20_000,
      dayOfMonth: 10,
      daysInMonth: 30,
    });
    expect(estimate.soFar.totalFee).toBe(30_000);
    expect(estimate.projected.pageViews).toBe(60_000);
    expect(estimate.projected.pageViewFee).toBe(5_000);
    expect(estimate.projected.totalFee).toBe(35_000);
  });
});

describe("the billed month", () => {
  it("is the JST month that has just closed", () => {
    // 2026-06-01 00:30 JST is still 2026-05-31 in UTC: May has closed in Japan.
    expect(lastClosedMonth(new Date("2026-05-31T15:30:00Z"))).toBe("2026-05");
    expect(lastClosedMonth(new Date("2026-05-31T14:59:59Z"))).toBe("2026-04");
    expect(lastClosedMonth(new Date("2026-01-15T00:00:00Z"))).toBe("2025-12");
  });

  it("refuses a month not yet closed or before the contract", () => {
    const now = new Date("2026-06-10T00:00:00Z");
    expect(billingMonthProblem("2026-05", now, "2026-04-01")).toBeNull();
    expect(billingMonthProblem("2026-06", now)).toBe("billing.monthNotClosed");
    expect(billingMonthProblem("2027-01", now)).toBe("billing.monthNotClosed");
    expect(billingMonthProblem("2026-03", now, "2026-04-01")).toBe("billing.monthBeforeContract");
  });
});

describe("consumption tax", () => {
  it("is computed once on the sum per rate, rounded down, never per line", () => {
    // Two lines of ¥105: per line 10 + 10 = ¥20; once per invoice on ¥210 → ¥21.
    expect(
      taxByRate([
        { amount: 105, ratePercent: 10 },
        { amount: 105, ratePercent: 10 },
      ]),
    ).toEqual([{ ratePercent: 10, taxable: 210, tax: 21 }]);
    expect(invoiceTotals([{ amount: 12_345, ratePercent: 10 }])).toEqual({
      subtotal: 12_345,
      taxes: [{ ratePercent: 10, taxable: 12_345, tax: 1_234 }],
      tax: 1_234,
      total: 13_579,
    });
  });

  it("keeps one sum per rate when rates differ", () => {
    expect(
      taxByRate([
        { amount: 1_001, ratePercent: 8 },
        { amount: 999, ratePercent: 10 },
        { amount: 1_001, ratePercent: 8 },
      ]),
    ).toEqual([
      { ratePercent: 10, taxable: 999, tax: 99 },
      { ratePercent: 8, taxable: 2_002, tax: 160 },
    ]);
  });

  it("totals a first month with PV overage: ¥30,000 + ¥1,500 + ¥100,000 = ¥131,500, tax ¥13,150", () => {
    const fees = monthlyFees(standard, {
      ...usage,
      month: "2026-04",
      contractStartDate: "2026-04-01",
      pageViews: 52_001,
    });
    const lines = invoiceLinesOf(fees, standard.limitAccessPrice);
    expect(lines.map((line) => [line.kind, line.quantity, line.unitPrice, line.amount])).toEqual([
      ["plan", 1, 30_000, 30_000],
      ["pageViews", 3, 500, 1_500],
      ["initial", 1, 100_000, 100_000],
    ]);
    expect(totalsOf(lines)).toMatchObject({ subtotal: 131_500, tax: 13_150, total: 144_650 });
  });

  it("falls due on the last day of the month after the billed month", () => {
    expect(invoiceDueDate("2026-05")).toBe("2026-06-30");
    expect(invoiceDueDate("2026-12")).toBe("2027-01-31");
    expect(invoiceDueDate("2027-01")).toBe("2027-02-28");
  });
});

describe("registration number", () => {
  it("accepts T and a corporate number whose check digit is right", () => {
    // Toyota Motor Corporation's published corporate number.
    expect(corporateNumberCheckDigit("180301018771")).toBe(1);
    expect(registrationNumberProblem("T1180301018771")).toBeNull();
  });

  it("refuses a wrong check digit and a wrong shape", () => {
    expect(registrationNumberProblem("T2180301018771")).toBe("billing.registrationCheckDigit");
    expect(registrationNumberProblem("1180301018771")).toBe("billing.registrationFormat");
    expect(registrationNumberProblem("T118030101877")).toBe("billing.registrationFormat");
    expect(registrationNumberProblem("T118030101877a")).toBe("billing.registrationFormat");
  });
});

describe("payment statuses", () => {
  it("force-completes only an unpaid payment, and a settled payment moves no more", () => {
    expect(nextPaymentStatus("unpaid", "forceComplete")).toBe("completed");
    for (const status of ["paid", "processing", "void", "completed", "failed"] as const)
      expect(nextPaymentStatus(status, "forceComplete")).toBeNull();
    for (const status of ["paid", "completed", "void"] as const) {
      expect(isSettled(status)).toBe(true);
      for (const event of ["charge", "succeed", "fail", "confirmReceipt", "void"] as const)
        expect(nextPaymentStatus(status, event)).toBeNull();
    }
  });

  it("takes a card payment through processing to paid or failed, and a failed one may be charged again", () => {
    expect(nextPaymentStatus("unpaid", "charge")).toBe("processing");
    expect(nextPaymentStatus("processing", "succeed")).toBe("paid");
    expect(nextPaymentStatus("processing", "fail")).toBe("failed");
    expect(nextPaymentStatus("failed", "charge")).toBe("processing");
    expect(nextPaymentStatus("unpaid", "confirmReceipt")).toBe("paid");
  });
});
