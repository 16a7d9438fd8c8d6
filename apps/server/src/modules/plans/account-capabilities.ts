import {
  type AccountKind,
  type CapabilityCheck,
  checkFeature,
  checkPageQuota,
  checkSiteQuota,
  type PlanCapabilities,
  type PlanFlag,
  planCapabilities,
  unlimitedCapabilities,
} from "@mekuri/domain";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../platform/database/database.ts";
import { sites } from "../../platform/database/schema/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { planStateOf } from "./plan-state.ts";

/**
 * What an account may do under the plan in force today, through the one function
 * `planCapabilities`. The master account runs the platform and has no limits.
 */
export async function capabilitiesOfAccount(
  db: Tx,
  account: { id: string; kind: AccountKind },
): Promise<PlanCapabilities> {
  if (account.kind === "master") return unlimitedCapabilities;
  const { current } = await planStateOf(db, account.id);
  return planCapabilities(current);
}

export async function countSites(db: Tx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sites)
    .where(eq(sites.accountId, accountId));
  return row?.count ?? 0;
}

/** Turns a refused capability check into the answer the caller sees. */
export function assertCapability(check: CapabilityCheck): void {
  if (check.ok) return;
  switch (check.reason) {
    case "notContracted":
      throw new AppError(403, "PLAN_LIMIT", "plans.notContracted");
    case "feature":
      throw new AppError(403, "PLAN_LIMIT", "plans.featureLocked");
    case "siteLimit":
      throw new AppError(403, "PLAN_LIMIT", "plans.siteLimit", { max: check.max });
    case "pageLimit":
      throw new AppError(403, "PLAN_LIMIT", "plans.pageLimit", { max: check.max });
  }
}

/** For the site builder: refuses one more site beyond the plan. */
export async function assertCanCreateSite(db: Tx, account: { id: string; kind: AccountKind }) {
  assertCapability(
    checkSiteQuota(await capabilitiesOfAccount(db, account), await countSites(db, account.id)),
  );
}

/** For the site builder: refuses a grid with more pages than the plan allows. */
export async function assertPageCount(db: Tx, account: { id: string; kind: AccountKind }, pages: number) {
  assertCapability(checkPageQuota(await capabilitiesOfAccount(db, account), pages));
}

/** For the site builder: refuses a feature (custom domain, popup CTA, …) the plan lacks. */
export async function assertFeature(db: Tx, account: { id: string; kind: AccountKind }, feature: PlanFlag) {
  assertCapability(checkFeature(await capabilitiesOfAccount(db, account), feature));
}
