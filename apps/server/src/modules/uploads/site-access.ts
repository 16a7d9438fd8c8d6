import { eq } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { accounts, sites } from "../../platform/database/schema/index.ts";
import { notFound } from "../../platform/http/app-error.ts";
import { type Actor, canReachAccount } from "../accounts/actor.ts";

export interface EditableSite {
  id: string;
  accountId: string;
  numberHorizontal: number;
  numberVertical: number;
}

/**
 * A site the caller may upload to: its account is the caller's or one below it (the route's
 * permission is sites:edit). Anything else answers 404, so other tenants' site ids stay secret.
 */
export async function findEditableSite(db: Db, actor: Actor, siteId: string): Promise<EditableSite> {
  const [row] = await db
    .select({
      id: sites.id,
      accountId: sites.accountId,
      numberHorizontal: sites.numberHorizontal,
      numberVertical: sites.numberVertical,
      path: accounts.path,
    })
    .from(sites)
    .innerJoin(accounts, eq(accounts.id, sites.accountId))
    .where(eq(sites.id, siteId));
  if (!row || !canReachAccount(actor, row)) throw notFound();
  return row;
}
