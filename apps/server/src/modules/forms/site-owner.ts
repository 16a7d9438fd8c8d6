import type { AccountKind } from "@mekuri/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { accounts, operators, sites } from "../../platform/database/schema/index.ts";
import { planFlagsOfAccount } from "../sites/plan-flags.ts";

/** The account owning a site, as the form endpoints need it. */
async function ownerOf(db: Db, siteId: string) {
  const [row] = await db
    .select({ id: accounts.id, kind: accounts.kind })
    .from(sites)
    .innerJoin(accounts, eq(accounts.id, sites.accountId))
    .where(eq(sites.id, siteId));
  return row ? { id: row.id, kind: row.kind as AccountKind } : undefined;
}

/**
 * Contact and homepage forms are locked when the owner's plan in force lacks settingFormContact
 * (viewer.md §6); read live, so a plan change applies without republishing.
 */
export async function formsLocked(db: Db, siteId: string): Promise<boolean> {
  const owner = await ownerOf(db, siteId);
  if (!owner) return true;
  return !(await planFlagsOfAccount(db, owner)).settingFormContact;
}

/** Where a contact notification goes: the main contact of the account that owns the site (decision 014). */
export async function contactRecipient(db: Db, siteId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: operators.email })
    .from(sites)
    .innerJoin(operators, eq(operators.accountId, sites.accountId))
    .where(and(eq(sites.id, siteId), eq(operators.adminRole, "main_contact")))
    .orderBy(asc(operators.createdAt))
    .limit(1);
  return row?.email;
}
