import { eq } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { accounts, sites } from "../../platform/database/schema/index.ts";
import { notFound } from "../../platform/http/app-error.ts";
import type { Actor } from "../accounts/actor.ts";
import { canReachAccount } from "../accounts/actor.ts";

/**
 * A site of the caller's account or of an account below it; any other id answers 404, so other
 * tenants' site ids stay secret.
 */
export async function findOperatorSite(db: Db, actor: Actor, siteId: string) {
  const [row] = await db
    .select({ id: sites.id, name: sites.name, accountId: sites.accountId, path: accounts.path })
    .from(sites)
    .innerJoin(accounts, eq(accounts.id, sites.accountId))
    .where(eq(sites.id, siteId));
  if (!row || !canReachAccount(actor, row)) throw notFound();
  return row;
}
