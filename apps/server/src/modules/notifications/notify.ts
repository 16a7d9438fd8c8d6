import type { MessageParams } from "@mekuri/domain";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { accounts, notices } from "../../platform/database/schema/index.ts";

/**
 * What the product tells an account about itself (a custom domain verified or failed, a contract
 * about to end, a plan change taking effect, a payment failed). Each event's text is a message
 * pair `notices.{event}Title` / `notices.{event}Content`, shown in each reader's language.
 */
export type AccountEvent =
  | "domainVerified"
  | "domainFailed"
  | "domainWarning"
  | "domainDeactivated"
  | "contractEnding"
  | "contractEnded"
  | "planChangeScheduled"
  | "planChange"
  | "paymentFailed";

/**
 * Posts a system notification to every operator of one account (not the accounts below it); it
 * shows in their bell at once, or from `visibleFrom` (a plan change that applies on the 1st).
 */
export async function notifyAccount(
  db: Db,
  accountId: string,
  event: AccountEvent,
  params: MessageParams,
  options: { visibleFrom?: Date; endDate?: Date } = {},
) {
  const path = await pathOf(db, accountId);
  if (!path) return undefined;
  const visibleFrom = options.visibleFrom ?? new Date();
  const [row] = await db
    .insert(notices)
    .values({
      kind: "system",
      audiencePath: path,
      exactAccount: true,
      title: event,
      messageKey: `notices.${event}`,
      messageParams: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
      status: "publish",
      publicationType: options.visibleFrom ? "scheduled" : "instant",
      startDate: options.visibleFrom ?? null,
      endDate: options.endDate ?? null,
      visibleFrom,
    })
    .returning({ id: notices.id });
  return row?.id;
}

/** The product's own notices of these events addressed to one account. */
function eventNotices(accountPath: string, events: AccountEvent[]) {
  return and(
    eq(notices.kind, "system"),
    isNull(notices.senderAccountId),
    eq(notices.exactAccount, true),
    eq(notices.audiencePath, accountPath),
    inArray(
      notices.messageKey,
      events.map((event) => `notices.${event}`),
    ),
  );
}

async function pathOf(db: Db, accountId: string) {
  const [account] = await db.select({ path: accounts.path }).from(accounts).where(eq(accounts.id, accountId));
  return account?.path;
}

const paramOf = (name: string) => sql`${notices.messageParams}->>${name}`;

/**
 * Posts the event once per occasion: nothing happens when a notice of the same event already
 * carries the same `params[keyParam]` (a job that looks every few minutes tells the account once).
 */
export async function notifyAccountOnce(
  db: Db,
  accountId: string,
  event: AccountEvent,
  params: MessageParams,
  keyParam: string,
  options: { visibleFrom?: Date; endDate?: Date } = {},
) {
  const path = await pathOf(db, accountId);
  if (!path) return undefined;
  const [existing] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eventNotices(path, [event]), eq(paramOf(keyParam), String(params[keyParam]))))
    .limit(1);
  if (existing) return undefined;
  return notifyAccount(db, accountId, event, params, options);
}

/**
 * Takes back the account's notices of these events whose `params[keyParam]` is one of `keys`, or
 * differs from `keep` (null: all of them): a notice about something that will no longer happen (a
 * replaced plan change, a contract end that moved) must not stay in the bell.
 */
export async function withdrawAccountNotices(
  db: Db,
  accountId: string,
  events: AccountEvent[],
  keyParam: string,
  which: { keys: string[] } | { keep: string | null },
) {
  if ("keys" in which && which.keys.length === 0) return;
  const path = await pathOf(db, accountId);
  if (!path) return;
  const match =
    "keys" in which
      ? inArray(paramOf(keyParam), which.keys)
      : which.keep === null
        ? undefined
        : sql`${paramOf(keyParam)} is distinct from ${which.keep}`;
  await db.delete(notices).where(and(eventNotices(path, events), match));
}
