import {
  type PlanCapabilities,
  type SiteDocument,
  type UserInfo,
  unlimitedCapabilities,
} from "@mekuri/domain";
import { siteDocument } from "@/testing/site-document";

export const siteId = "5b1f0a52-7d0c-4a37-9f5e-3f0c2b8d9a11";
export const accountId = "a3c1e8f2-1b2d-4c5e-8f90-1234567890ab";

export const operator: UserInfo = {
  id: "op",
  email: "shop@example.com",
  name: "Shop",
  role: "USER",
  adminRole: "main_contact",
  authority: "edit",
  userTypeId: "adminuser",
  mustChangePassword: false,
  permissions: ["sites:view", "sites:edit", "sites:publish", "plans:view"],
  navigation: ["site-list"],
  account: { id: accountId, kind: "user", companyName: "Shop", contractStatus: "active" },
};

/** A new 2 × 3 site as the server creates it (one language, columns named A and B). */
export function newSite(overrides: Partial<SiteDocument> = {}): SiteDocument {
  return siteDocument({ id: siteId, accountId, ...overrides });
}

/** A plan's capabilities with some features taken away and a page limit. */
export function capabilitiesWith(
  maxPages: number,
  without: (keyof PlanCapabilities["features"])[] = [],
): PlanCapabilities {
  return {
    ...unlimitedCapabilities,
    maxPagesPerSite: maxPages,
    features: Object.fromEntries(
      Object.entries(unlimitedCapabilities.features).map(([flag, on]) => [
        flag,
        on && !without.includes(flag as never),
      ]),
    ) as PlanCapabilities["features"],
  };
}

/** The /user-plan answer of a plan with these limits and flags. */
export function userPlanAnswer(maxPages: number, flags: Record<string, boolean>) {
  return {
    account_id: accountId,
    company_name: "Shop",
    current: {
      id: "b7e3c1a0-0000-4000-8000-000000000001",
      name: "Standard",
      price: 30000,
      quantity_swipe: maxPages,
      quantity_site: 10,
      limit_access: 100000,
      limit_access_price: 100,
      swipe: true,
      private_domain: true,
      setting_popup_cta: true,
      setting_form_contact: true,
      analytics_effect: true,
      setting_tag_seo: true,
      multi_language: true,
      ...flags,
    },
    scheduled: null,
    sites: 1,
  };
}
