/** admin.md §3 Plan: tiers, each with a multilingual variant; trial and EP/OEM are filters. */
export const planTiers = ["light", "standard", "premium", "pro"] as const;
export type PlanTier = (typeof planTiers)[number];

/** Who a plan is sold to: direct customers, or through an EP/OEM partner. */
export const planChannels = ["direct", "ep_oem"] as const;
export type PlanChannel = (typeof planChannels)[number];

export const planFlags = [
  "swipe",
  "privateDomain",
  "settingPopupCta",
  "settingFormContact",
  "analyticsEffect",
  "settingTagSeo",
  "multiLanguage",
] as const;
export type PlanFlag = (typeof planFlags)[number];

/** The fields of a plan that decide what an account may do. */
export interface PlanLimits extends Record<PlanFlag, boolean> {
  /** Max pages (creatives) per site. */
  quantitySwipe: number;
  /** Max sites. */
  quantitySite: number;
  /** Monthly page views included; beyond it each started 1,000 PV costs limitAccessPrice. */
  limitAccess: number;
  limitAccessPrice: number;
}

export interface PlanCapabilities {
  /** False when the account has no plan (not contracted): it may look but not build. */
  contracted: boolean;
  maxSites: number;
  maxPagesPerSite: number;
  monthlyPageViews: number;
  overagePricePerThousand: number;
  features: Record<PlanFlag, boolean>;
}

const none: PlanCapabilities = {
  contracted: false,
  maxSites: 0,
  maxPagesPerSite: 0,
  monthlyPageViews: 0,
  overagePricePerThousand: 0,
  features: Object.fromEntries(planFlags.map((flag) => [flag, false])) as Record<PlanFlag, boolean>,
};

/** The platform itself runs without a plan and without limits. */
export const unlimitedCapabilities: PlanCapabilities = {
  contracted: true,
  maxSites: Number.POSITIVE_INFINITY,
  maxPagesPerSite: Number.POSITIVE_INFINITY,
  monthlyPageViews: Number.POSITIVE_INFINITY,
  overagePricePerThousand: 0,
  features: Object.fromEntries(planFlags.map((flag) => [flag, true])) as Record<PlanFlag, boolean>,
};

/**
 * One function turns a plan into what it allows: the server refuses with it, the admin console
 * locks and explains with it. No plan means not contracted.
 */
export function planCapabilities(plan: PlanLimits | null | undefined): PlanCapabilities {
  if (!plan) return none;
  return {
    contracted: true,
    maxSites: plan.quantitySite,
    maxPagesPerSite: plan.quantitySwipe,
    monthlyPageViews: plan.limitAccess,
    overagePricePerThousand: plan.limitAccessPrice,
    features: Object.fromEntries(planFlags.map((flag) => [flag, plan[flag]])) as Record<PlanFlag, boolean>,
  };
}

/** Extra charge for a month's page views beyond the plan, in yen (per started 1,000 PV). */
export function overageCharge(capabilities: PlanCapabilities, pageViews: number): number {
  const over = pageViews - capabilities.monthlyPageViews;
  if (over <= 0 || !Number.isFinite(over)) return 0;
  return Math.ceil(over / 1000) * capabilities.overagePricePerThousand;
}

export type CapabilityCheck =
  | { ok: true }
  | { ok: false; reason: "notContracted" | "feature"; feature?: PlanFlag }
  | { ok: false; reason: "siteLimit" | "pageLimit"; max: number };

/** Whether one more site fits. */
export function checkSiteQuota(capabilities: PlanCapabilities, currentSites: number): CapabilityCheck {
  if (!capabilities.contracted) return { ok: false, reason: "notContracted" };
  return currentSites < capabilities.maxSites
    ? { ok: true }
    : { ok: false, reason: "siteLimit", max: capabilities.maxSites };
}

/** Whether a site of this many pages (rows × columns) fits. */
export function checkPageQuota(capabilities: PlanCapabilities, pages: number): CapabilityCheck {
  if (!capabilities.contracted) return { ok: false, reason: "notContracted" };
  return pages <= capabilities.maxPagesPerSite
    ? { ok: true }
    : { ok: false, reason: "pageLimit", max: capabilities.maxPagesPerSite };
}

export function checkFeature(capabilities: PlanCapabilities, feature: PlanFlag): CapabilityCheck {
  if (!capabilities.contracted) return { ok: false, reason: "notContracted" };
  return capabilities.features[feature] ? { ok: true } : { ok: false, reason: "feature", feature };
}
