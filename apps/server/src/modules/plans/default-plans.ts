import type { PlanBody } from "@mekuri/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { plans } from "../../platform/database/schema/index.ts";

type Seed = PlanBody & { code: string };

const base = { channel: "direct", trial: false, contractTermMonths: 12 } as const;

/** The four tiers of admin.md §3 (docs/decisions/005): each adds limits and features to the one below. */
const tiers: Seed[] = [
  {
    ...base,
    code: "light",
    name: "Light",
    tier: "light",
    multilingual: false,
    price: 30_000,
    quantitySwipe: 12,
    quantitySite: 1,
    limitAccess: 10_000,
    limitAccessPrice: 500,
    swipe: true,
    privateDomain: false,
    settingPopupCta: false,
    settingFormContact: true,
    analyticsEffect: false,
    settingTagSeo: false,
    multiLanguage: false,
  },
  {
    ...base,
    code: "standard",
    name: "Standard",
    tier: "standard",
    multilingual: false,
    price: 50_000,
    quantitySwipe: 30,
    quantitySite: 3,
    limitAccess: 50_000,
    limitAccessPrice: 400,
    swipe: true,
    privateDomain: true,
    settingPopupCta: true,
    settingFormContact: true,
    analyticsEffect: true,
    settingTagSeo: false,
    multiLanguage: false,
  },
  {
    ...base,
    code: "premium",
    name: "Premium",
    tier: "premium",
    multilingual: false,
    price: 80_000,
    quantitySwipe: 60,
    quantitySite: 10,
    limitAccess: 200_000,
    limitAccessPrice: 300,
    swipe: true,
    privateDomain: true,
    settingPopupCta: true,
    settingFormContact: true,
    analyticsEffect: true,
    settingTagSeo: true,
    multiLanguage: false,
  },
  {
    ...base,
    code: "pro",
    name: "Pro",
    tier: "pro",
    multilingual: false,
    price: 120_000,
    quantitySwipe: 100,
    quantitySite: 30,
    limitAccess: 1_000_000,
    limitAccessPrice: 200,
    swipe: true,
    privateDomain: true,
    settingPopupCta: true,
    settingFormContact: true,
    analyticsEffect: true,
    settingTagSeo: true,
    multiLanguage: false,
  },
];

const seeds: Seed[] = [
  ...tiers,
  // The multilingual variant of each tier: the same, with the four languages, for ¥20,000 more.
  ...tiers.map((plan) => ({
    ...plan,
    code: `${plan.code}-multilingual`,
    name: `${plan.name} Multilingual`,
    multilingual: true,
    multiLanguage: true,
    price: plan.price + 20_000,
  })),
  {
    ...tiers[0]!,
    code: "trial",
    name: "Trial",
    trial: true,
    price: 0,
    limitAccess: 1_000,
    limitAccessPrice: 0,
    contractTermMonths: 1,
  },
  { ...tiers[1]!, code: "oem-standard", name: "EP/OEM Standard", channel: "ep_oem", price: 40_000 },
];

/** First start: the default price list. Seeded by code, so concurrent starts insert it once. */
export async function ensureDefaultPlans(db: Db): Promise<void> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(plans);
  if (count > 0) return;
  await db.insert(plans).values(seeds).onConflictDoNothing();
}
