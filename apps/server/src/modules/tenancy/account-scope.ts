import type { AccountKind } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../platform/database/database.ts";
import { accounts } from "../../platform/database/schema/index.ts";
import { forbidden, notFound } from "../../platform/http/app-error.ts";
import type { Actor } from "../accounts/actor.ts";
import { canReachAccount } from "../accounts/actor.ts";

/** admin.md §7: the endpoint families, one per kind of account that manages others. */
export const userFamilies = {
  master: "master",
  "oem-master": "oem_master",
  "oem-admin": "oem_admin",
} as const;
export type UserFamily = keyof typeof userFamilies;

/** A family's routes serve the operators of that kind of account (sub-admins included: same reach). */
export function assertFamily(actor: Actor, family: UserFamily) {
  if (actor.accountKind !== (userFamilies[family] as AccountKind)) throw forbidden();
}

export type AccountRow = typeof accounts.$inferSelect;

/**
 * An account strictly below the caller. Anything else, the caller's own account included, answers
 * 404: operators manage the accounts below them, and other tenants' ids stay secret.
 */
export async function findChildAccount(
  db: Tx | Db,
  actor: Actor,
  id: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db.select().from(accounts).where(eq(accounts.id, id));
  const [account] = options.forUpdate ? await query.for("update") : await query;
  if (!account || account.id === actor.account.id || !canReachAccount(actor, account)) throw notFound();
  return account;
}

/** The caller's own account or one below it (reading plans and history). */
export async function findReachableAccount(db: Tx | Db, actor: Actor, id: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
  if (!account || !canReachAccount(actor, account)) throw notFound();
  if (account.id !== actor.account.id && !actor.permissions.has("users:view")) throw notFound();
  return account;
}
