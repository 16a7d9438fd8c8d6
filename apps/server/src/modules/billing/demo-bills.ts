import { addMonths, corporateNumberCheckDigit, jstMonth, lastClosedMonth } from "@mekuri/domain";
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { accounts, billingIssuers, payments, plans } from "../../platform/database/schema/index.ts";
import { applyPaymentEvent } from "./charges.ts";
import { runMonthlyBilling } from "./monthly-bills.ts";

/** Months of bills the demo starts with, the last closed one left unpaid. */
const demoMonths = 4;

/** Customers beside the demo account, so the payment list has more than one company. */
const demoCustomers = [
  { companyName: "Sakura Cosmetics KK", plan: "standard", monthsAgo: 3 },
  { companyName: "Hinode Travel KK", plan: "light", monthsAgo: 1 },
];

/**
 * The demo's billing (first start only): the platform's issuer details and those of any OEM
 * reseller already seeded (each level invoices the level below, decision 067), a contract start for
 * the demo account when it has none, two more customers, and the real monthly job run over the last
 * closed months for every customer there is, older bills paid by bank transfer and the last one left
 * unpaid, so the payment list, an invoice and its PDF, and a force-complete can be tried at once.
 */
export async function seedDemoBills(
  db: Db,
  master: { id: string; path: string },
  demoAccountId: string,
  now = new Date(),
) {
  await db
    .insert(billingIssuers)
    .values({
      accountId: master.id,
      name: "Mekuri Demo Inc.",
      // A number of the right shape and check digit, belonging to nobody real.
      registrationNumber: "T9010401012345",
      address: "1-1-1 Marunouchi, Chiyoda-ku, Tokyo 100-0005",
      bankTransfer: "Demo Bank, Marunouchi branch (001), ordinary 1234567, Mekuri Demo Inc.",
    })
    .onConflictDoNothing();
  await seedResellerIssuers(db, master.id);
  const firstMonth = addMonths(`${jstMonth(now)}-01`, -demoMonths);
  await db
    .update(accounts)
    .set({ contractStartDate: firstMonth })
    .where(and(eq(accounts.id, demoAccountId), isNull(accounts.contractStartDate)));
  for (const customer of demoCustomers) {
    const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.code, customer.plan));
    const [row] = await db
      .insert(accounts)
      .values({
        kind: "user",
        parentId: master.id,
        path: "pending",
        companyName: customer.companyName,
        contactName: "Demo",
        planId: plan?.id ?? null,
        contractStartDate: addMonths(`${jstMonth(now)}-01`, -customer.monthsAgo),
      })
      .returning({ id: accounts.id });
    await db
      .update(accounts)
      .set({ path: `${master.path}${row!.id}/` })
      .where(eq(accounts.id, row!.id));
  }
  const last = lastClosedMonth(now);
  for (let back = demoMonths - 1; back >= 0; back -= 1) {
    await runMonthlyBilling(db, addMonths(`${last}-01`, -back).slice(0, 7), { now });
  }
  const older = await db
    .select()
    .from(payments)
    .where(and(ne(payments.month, last), inArray(payments.status, ["unpaid"])));
  for (const payment of older) {
    await db.transaction((tx) => applyPaymentEvent(tx, payment, "confirmReceipt"));
  }
}

/** Issuer details for the OEM resellers below the master, with registration numbers of the right shape. */
async function seedResellerIssuers(db: Db, masterId: string) {
  const resellers = await db
    .select({ id: accounts.id, name: accounts.companyName })
    .from(accounts)
    .where(and(eq(accounts.parentId, masterId), eq(accounts.kind, "oem_master")));
  if (resellers.length === 0) return;
  await db
    .insert(billingIssuers)
    .values(
      resellers.map((reseller, index) => {
        const base = `90104010${String(2_000 + index)}`;
        return {
          accountId: reseller.id,
          name: reseller.name.replace(/\s*\(OEM\)$/, ""),
          registrationNumber: `T${corporateNumberCheckDigit(base)}${base}`,
          address: "2-2-2 Umeda, Kita-ku, Osaka 530-0001",
          bankTransfer: `Demo Bank, Umeda branch (002), ordinary ${String(7_654_321 + index)}, ${reseller.name}`,
        };
      }),
    )
    .onConflictDoNothing();
}
