import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../platform/database/database.ts";
import { billingProfiles } from "../../platform/database/schema/index.ts";

export type BillingProfileRow = typeof billingProfiles.$inferSelect;
export type BillingProfileValues = Partial<
  Pick<BillingProfileRow, "method" | "providerCustomer" | "providerPaymentMethod" | "card">
>;

/** How the account pays, if anything was ever recorded (else it pays by bank transfer). */
export async function findBillingProfile(
  db: Db | Tx,
  accountId: string,
): Promise<BillingProfileRow | undefined> {
  const [profile] = await db.select().from(billingProfiles).where(eq(billingProfiles.accountId, accountId));
  return profile;
}

/**
 * Records the given parts of how an account pays: the account's first save creates its profile
 * (what is not given takes its default), a later one changes only what it gives.
 */
export async function saveBillingProfile(
  db: Db | Tx,
  accountId: string,
  values: BillingProfileValues,
): Promise<void> {
  await db
    .insert(billingProfiles)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: billingProfiles.accountId, set: values });
}
