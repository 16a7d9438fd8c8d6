import { eq } from "drizzle-orm";
import type { Config } from "./config.ts";
import { actorOf } from "./modules/accounts/actor.ts";
import { findOperatorByEmail } from "./modules/accounts/operator-repository.ts";
import { createAnalyticsStore } from "./modules/analytics/create-analytics-store.ts";
import { seedDemoTraffic } from "./modules/analytics/demo-traffic.ts";
import { seedDemoBills } from "./modules/billing/demo-bills.ts";
import { seedDemoBusiness } from "./modules/dashboard/demo-business.ts";
import { ensureDefaultPlans } from "./modules/plans/default-plans.ts";
import { createDemoSite } from "./modules/sites/demo/demo-site.ts";
import { planFlagsOfAccount } from "./modules/sites/plan-flags.ts";
import { createSite } from "./modules/sites/site-service.ts";
import { createUploadStores } from "./modules/uploads/upload-stores.ts";
import type { Database, Db } from "./platform/database/database.ts";
import { accounts, plans } from "./platform/database/schema/index.ts";

/**
 * The demo account gets the multilingual Premium plan and a published demo site that uses it, with
 * 60 days of analytics history.
 */
export async function seedDemoSite(database: Database, config: Config, accountId: string) {
  const { db } = database;
  await ensureDefaultPlans(db);
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.code, "premium-multilingual"));
  if (plan) await db.update(accounts).set({ planId: plan.id }).where(eq(accounts.id, accountId));
  const flags = await planFlagsOfAccount(db, { id: accountId, kind: "user" });
  const siteId = await createDemoSite(db, createUploadStores(config).media, accountId, flags);
  const analytics = createAnalyticsStore(config, database);
  try {
    await seedDemoTraffic(db, siteId, new Date(), 60, analytics);
  } finally {
    await analytics.close();
  }
  return siteId;
}

/**
 * The demo's company on the Light plan (docs/decisions/167): no analytics, so its menu shows the
 * plan lock; it has started its first site, a draft.
 */
export async function seedLightCompany(db: Db, login: { accountId: string; email: string }) {
  await ensureDefaultPlans(db);
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.code, "light"));
  if (plan) await db.update(accounts).set({ planId: plan.id }).where(eq(accounts.id, login.accountId));
  const operator = await findOperatorByEmail(db, login.email);
  if (!operator) return;
  await createSite(db, actorOf(operator), {
    name: "ひなたベーカリー 春の新作",
    numberHorizontal: 2,
    numberVertical: 3,
    defaultLanguage: "ja",
  });
}

/**
 * The demo's customers and their bills: the dashboard's business history (when the master is new
 * too) comes first, so the monthly job then bills every demo customer over the last closed months,
 * not only the demo account (issue 17).
 */
export async function seedDemoCustomers(
  db: Db,
  input: { demoAccountId: string; withBusiness: boolean },
  now = new Date(),
) {
  const [master] = await db
    .select({ id: accounts.id, path: accounts.path })
    .from(accounts)
    .where(eq(accounts.kind, "master"));
  if (!master) return;
  if (input.withBusiness) await seedDemoBusiness(db, { master, demoAccountId: input.demoAccountId }, now);
  await seedDemoBills(db, master, input.demoAccountId, now);
}
