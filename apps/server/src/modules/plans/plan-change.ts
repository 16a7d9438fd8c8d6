import { jstStartOf, planChangeEffectiveDate } from "@mekuri/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../platform/database/database.ts";
import { accounts, planChanges } from "../../platform/database/schema/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import type { Actor } from "../accounts/actor.ts";
import { recordHistory } from "../contracts/contract-history.ts";
import { notifyAccount, withdrawAccountNotices } from "../notifications/notify.ts";
import { countSites } from "./account-capabilities.ts";
import { findPlan } from "./plan-repository.ts";
import { isAssignableBy, planStateOf, todayJst } from "./plan-state.ts";

/**
 * Tells the account's operators now that the change is booked, and from 00:00 JST of its first day
 * that it is in effect: the second notice waits in the table, so no job has to post it.
 */
async function noticePlanChange(
  tx: Tx,
  accountId: string,
  params: { change: string; plan: string; date: string },
) {
  await notifyAccount(tx, accountId, "planChangeScheduled", params);
  await notifyAccount(tx, accountId, "planChange", params, { visibleFrom: jstStartOf(params.date) });
}

export const planNotFound = () => new AppError(400, "VALIDATION_ERROR", "users.planNotFound");

/**
 * admin.md §4 Plan change. An account's first plan applies at once; a change applies from the first
 * day of the next month in JST, replacing a change still waiting. Runs in the caller's transaction.
 */
export async function changePlan(
  tx: Tx,
  input: { actor: Actor; accountId: string; planId: string; now?: Date },
): Promise<{ effectiveDate: string; immediate: boolean; planName: string }> {
  const now = input.now ?? new Date();
  const target = await findPlan(tx, input.planId);
  if (!target || !isAssignableBy(input.actor, target.row)) throw planNotFound();
  const state = await planStateOf(tx, input.accountId, now);
  const today = todayJst(now);
  // A replaced or cancelled change takes its notices with it.
  const dropPending = async () => {
    const dropped = await tx
      .delete(planChanges)
      .where(and(eq(planChanges.accountId, input.accountId), sql`${planChanges.effectiveDate} > ${today}`))
      .returning({ id: planChanges.id });
    await withdrawAccountNotices(tx, input.accountId, ["planChangeScheduled", "planChange"], "change", {
      keys: dropped.map((row) => row.id),
    });
  };

  if (!state.current) {
    await dropPending();
    await tx.update(accounts).set({ planId: target.row.id }).where(eq(accounts.id, input.accountId));
    await recordHistory(tx, {
      accountId: input.accountId,
      actor: input.actor,
      action: "planChange",
      detail: `— → ${target.row.name} (${today})`,
    });
    return { effectiveDate: today, immediate: true, planName: target.row.name };
  }
  if (state.current.id === target.row.id && !state.scheduled) {
    throw new AppError(409, "CONFLICT", "plans.samePlan");
  }
  const sites = await countSites(tx, input.accountId);
  if (sites > target.row.quantitySite) {
    throw new AppError(409, "CONFLICT", "plans.tooManySites", { count: sites, max: target.row.quantitySite });
  }
  await dropPending();
  const effectiveDate = planChangeEffectiveDate(now);
  // Choosing the plan already in force only cancels the waiting change.
  if (state.current.id !== target.row.id) {
    const [change] = await tx
      .insert(planChanges)
      .values({
        accountId: input.accountId,
        planId: target.row.id,
        effectiveDate,
        requestedBy: input.actor.operatorId,
      })
      .returning({ id: planChanges.id });
    await noticePlanChange(tx, input.accountId, {
      change: change!.id,
      plan: target.row.name,
      date: effectiveDate,
    });
  }
  await recordHistory(tx, {
    accountId: input.accountId,
    actor: input.actor,
    action: "planChange",
    detail: `${state.current.name} → ${target.row.name} (${state.current.id === target.row.id ? today : effectiveDate})`,
  });
  return {
    effectiveDate: state.current.id === target.row.id ? today : effectiveDate,
    immediate: state.current.id === target.row.id,
    planName: target.row.name,
  };
}
