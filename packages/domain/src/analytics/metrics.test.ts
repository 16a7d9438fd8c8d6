import { describe, expect, it } from "vitest";
import { overageCharge, planCapabilities } from "../plans/plan-capabilities.ts";
import {
  change,
  conversionRate,
  exitRate,
  funnel,
  pagesPerSession,
  rank,
  rankingAvailable,
} from "./metrics.ts";

describe("the metric definitions", () => {
  it("divides exits by the visits that reached the page, and answers null for an unreached page", () => {
    expect(exitRate(3, 12)).toBe(0.25);
    expect(exitRate(1, 3)).toBe(0.3333);
    expect(exitRate(0, 0)).toBeNull();
  });

  it("rates conversions per visit and pages per visit", () => {
    expect(conversionRate(2, 40)).toBe(0.05);
    expect(conversionRate(0, 0)).toBeNull();
    expect(pagesPerSession(31, 10)).toBe(3.1);
    expect(pagesPerSession(5, 0)).toBeNull();
  });

  it("narrows the funnel step by step and never lets a later step exceed the one before", () => {
    expect(funnel({ entered: 100, swiped: 60, clicked: 15, converted: 20 })).toEqual([
      { step: "entered", sessions: 100, ofEntered: 1, ofPrevious: null },
      { step: "swiped", sessions: 60, ofEntered: 0.6, ofPrevious: 0.6 },
      { step: "clicked", sessions: 15, ofEntered: 0.15, ofPrevious: 0.25 },
      { step: "converted", sessions: 15, ofEntered: 0.15, ofPrevious: 1 },
    ]);
  });

  it("offers rankings from 10 pages on", () => {
    expect(rankingAvailable(9)).toBe(false);
    expect(rankingAvailable(10)).toBe(true);
  });

  it("ranks by count, ties by id, leaves out zeros and keeps the top entries", () => {
    const items = [
      { id: "b", n: 3 },
      { id: "a", n: 3 },
      { id: "c", n: 9 },
      { id: "d", n: 0 },
    ];
    expect(rank(items, (item) => item.n).map((item) => item.id)).toEqual(["c", "a", "b"]);
    expect(rank(items, (item) => item.n, 1).map((item) => item.id)).toEqual(["c"]);
  });

  it("states the change against the previous period, null from zero", () => {
    expect(change(120, 100)).toBe(0.2);
    expect(change(5, 0)).toBeNull();
  });

  it("charges each started 1,000 page views beyond the plan's monthly limit", () => {
    const plan = planCapabilities({
      quantitySwipe: 12,
      quantitySite: 1,
      limitAccess: 10_000,
      limitAccessPrice: 500,
      swipe: true,
      privateDomain: false,
      settingPopupCta: false,
      settingFormContact: false,
      analyticsEffect: true,
      settingTagSeo: false,
      multiLanguage: false,
    });
    expect(overageCharge(plan, 10_000)).toBe(0);
    expect(overageCharge(plan, 10_001)).toBe(500);
    expect(overageCharge(plan, 12_000)).toBe(1000);
  });
});
