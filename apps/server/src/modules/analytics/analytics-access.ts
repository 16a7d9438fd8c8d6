import { checkFeature } from "@mekuri/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { queryRows } from "../../platform/database/query-rows.ts";
import type { Actor } from "../accounts/actor.ts";
import { capabilitiesOfAccount } from "../plans/account-capabilities.ts";
import { planInForceSql, todayJst } from "../plans/plan-state.ts";

/**
 * Whether swipe analytics opens anything for the caller (docs/decisions/133): its own account's plan
 * has `analyticsEffect`, or it reaches a site whose owner's plan in force today has it. The analysis
 * calls still check each site's owner (decision 050); this only decides the navigation's lock.
 */
export async function analyticsOpenFor(db: Db, actor: Actor): Promise<boolean> {
  const own = await capabilitiesOfAccount(db, actor.account);
  if (checkFeature(own, "analyticsEffect").ok) return true;
  const [row] = await queryRows<{ open: boolean }>(
    db,
    sql`select exists (
      select 1 from sites
      join accounts on accounts.id = sites.account_id
      join plans on plans.id = ${planInForceSql(todayJst())}
      -- An account path is made of uuids and slashes: nothing in it needs escaping for like.
      where accounts.path like ${`${actor.account.path}%`} and plans.analytics_effect
    ) as open`,
  );
  return row?.open === true;
}
