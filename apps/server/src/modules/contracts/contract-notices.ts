import { contractHasEnded, jstDate } from "@mekuri/domain";
import { and, gte, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { accounts } from "../../platform/database/schema/index.ts";
import { notifyAccountOnce, withdrawAccountNotices } from "../notifications/notify.ts";

/** How many days before its last day a contract counts as "about to end" (decision 056). */
export const contractEndingNoticeDays = 30;
const dayMs = 86_400_000;

/**
 * Brings one account's contract notices in line with its end date: notices about another end date
 * (the contract was extended or shortened) are taken back; within the last 30 days the account is
 * told the contract ends soon, once; after its last day, that it has ended, once.
 */
export async function noticeContractEnd(
  db: Db,
  account: { id: string; contractEndDate: string | null },
  now = new Date(),
) {
  const end = account.contractEndDate;
  await withdrawAccountNotices(db, account.id, ["contractEnding", "contractEnded"], "date", { keep: end });
  if (!end) return;
  if (contractHasEnded(end, now)) {
    await notifyAccountOnce(db, account.id, "contractEnded", { date: end }, "date");
  } else if (end <= jstDate(new Date(now.getTime() + contractEndingNoticeDays * dayMs))) {
    await notifyAccountOnce(db, account.id, "contractEnding", { date: end }, "date");
  }
}

/**
 * The periodic pass: every contract whose end is within 30 days either side of today. One that
 * ended longer ago was told then (or predates these notices: telling it now would be news from
 * the past).
 */
export async function noticeContractEnds(db: Db, now = new Date()) {
  const from = jstDate(new Date(now.getTime() - contractEndingNoticeDays * dayMs));
  const to = jstDate(new Date(now.getTime() + contractEndingNoticeDays * dayMs));
  const due = await db
    .select({ id: accounts.id, contractEndDate: accounts.contractEndDate })
    .from(accounts)
    .where(
      and(
        isNotNull(accounts.contractEndDate),
        gte(accounts.contractEndDate, from),
        lte(accounts.contractEndDate, to),
      ),
    );
  // Several processes run this pass: one at a time, so "once" stays once.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('contract-end-notices'))`);
    for (const account of due) await noticeContractEnd(tx, account, now);
  });
  return due.length;
}
