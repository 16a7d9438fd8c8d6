import { and, isNull, ne } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { accounts } from "../../platform/database/schema/index.ts";
import type { Actor } from "../accounts/actor.ts";

/**
 * True when the caller reaches every account there is, so a list may leave out the reach check
 * (decision 150). An account's path starts with its parent's, so only the root of the tree can, and
 * only while no other tree exists: an install has one root, the master, but nothing in the schema
 * forbids a second (the tests make one per tenant tree).
 */
export async function reachesEveryAccount(db: Db, actor: Actor): Promise<boolean> {
  if (actor.account.path !== `/${actor.account.id}/`) return false;
  const [otherRoot] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(isNull(accounts.parentId), ne(accounts.id, actor.account.id)))
    .limit(1);
  return otherRoot === undefined;
}
