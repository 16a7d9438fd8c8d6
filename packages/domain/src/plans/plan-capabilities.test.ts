import { describe, expect, it } from "vitest";
import {
  checkFeature,
  checkPageQuota,
  checkSiteQuota,
  overageCharge,
  planCapabilities,
  unlimitedCapabilities,
} from "./plan-capabilities.ts";

const standard = {
  quantitySwipe: 30,
  quantitySite: 3,
  limitAccess: 50_000,
  limitAccessPrice: 500,
  swipe: true,
  privateDomain: true,
  settingPopupCta: true,
  settingFormContact: true,
  analyticsEffect: true,
  settingTagSeo: false,
  multiLanguage: false,
};

describe("planCapabilities", () => {
  it("turns a plan's fields into limits and features", () => {
    const caps = planCapabilities(standard);
    expect(caps).toMatchObject({
      contracted: true,
      maxSites: 3,
      maxPagesPerSite: 30,
      monthlyPageViews: 50_000,
    });
    expect(caps.features.multiLanguage).toBe(false);
    expect(caps.features.privateDomain).toBe(true);
  });

  it("allows nothing without a plan", () => {
    const caps = planCapabilities(null);
    expect(checkSiteQuota(caps, 0)).toEqual({ ok: false, reason: "notContracted" });
    expect(checkFeature(caps, "swipe")).toEqual({ ok: false, reason: "notContracted" });
  });

  it("refuses the site beyond the limit and a grid larger than the page limit", () => {
    const caps = planCapabilities(standard);
    expect(checkSiteQuota(caps, 2)).toEqual({ ok: true });
    expect(checkSiteQuota(caps, 3)).toEqual({ ok: false, reason: "siteLimit", max: 3 });
    expect(checkPageQuota(caps, 30)).toEqual({ ok: true });
    expect(checkPageQuota(caps, 31)).toEqual({ ok: false, reason: "pageLimit", max: 30 });
    expect(checkFeature(caps, "settingTagSeo")).toEqual({
      ok: false,
      reason: "feature",
      feature: "settingTagSeo",
    });
  });

  it("charges each started thousand page views beyond the plan", () => {
    const caps = planCapabilities(standard);
    expect(overageCharge(caps, 50_000)).toBe(0);
    expect(overageCharge(caps, 50_001)).toBe(500);
    expect(overageCharge(caps, 52_500)).toBe(1500);
    expect(overageCharge(unlimitedCapabilities, 10 ** 9)).toBe(0);
  });
});
