import type { MessageParams } from "@mekuri/domain";
import { eq } from "drizzle-orm";
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
  const [account] = await db.select({ path: accounts.path }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) return undefined;
  const visibleFrom = options.visibleFrom ?? new Date();
  const [row] = await db
    .insert(notices)
    .values({
      kind: "system",
      audiencePath: account.path,
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
