import { jstDate } from "@mekuri/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../platform/database/database.ts";
import { accounts, planChanges } from "../../platform/database/schema/index.ts";
import { findPlan } from "./plan-repository.ts";

// The plan an account holds today and which plans an operator may hand out: the part of the plans
// module that other modules read (users, sites), so they never reach into its repository.

/** The id of the plan in force for the account on a JST date: the latest change in force, else its first plan. */
export function planInForceSql(today: string) {
  return sql<string | null>`coalesce((
    select pc.plan_id from ${planChanges} pc
    where pc.account_id = "accounts"."id" and pc.effective_date <= ${today}
    order by pc.effective_date desc, pc.created_at desc limit 1
  ), "accounts"."plan_id")`;
}

export function todayJst(now = new Date()): string {
  return jstDate(now);
}

/** The plan in force for an account and the change waiting for the 1st of a coming month. */
export async function planStateOf(db: Tx, accountId: string, now = new Date()) {
  const today = todayJst(now);
  const [account] = await db
    .select({ current: planInForceSql(today) })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const current = account?.current ? await findPlan(db, account.current) : undefined;
  const [pending] = await db
    .select({ planId: planChanges.planId, effectiveDate: planChanges.effectiveDate })
    .from(planChanges)
    .where(and(eq(planChanges.accountId, accountId), sql`${planChanges.effectiveDate} > ${today}`))
    .orderBy(sql`${planChanges.createdAt} desc`)
    .limit(1);
  const scheduled = pending ? await findPlan(db, pending.planId) : undefined;
  return {
    current: current?.row ?? null,
    scheduled: scheduled ? { row: scheduled.row, effectiveDate: pending!.effectiveDate } : null,
  };
}

/** The master assigns any plan; OEM accounts resell the EP/OEM plans and offer trials. */
export function isAssignableBy(
  actor: { accountKind: string },
  plan: { channel: string; trial: boolean },
): boolean {
  return actor.accountKind === "master" || plan.channel === "ep_oem" || plan.trial;
}
