import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../platform/database/database.ts";
import { accounts } from "../../platform/database/schema/index.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { findBillingProfile, saveBillingProfile } from "./billing-profile-repository.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

async function newAccount(): Promise<string> {
  const [row] = await database.db
    .insert(accounts)
    .values({ kind: "user", path: "pending", companyName: "Billed Inc.", contractStatus: "active" })
    .returning();
  return row!.id;
}

const card = { brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 };

describe("saving a billing profile", () => {
  it("creates the profile on the first save with defaults for what is not given", async () => {
    const accountId = await newAccount();
    expect(await findBillingProfile(database.db, accountId)).toBeUndefined();
    await saveBillingProfile(database.db, accountId, { providerCustomer: "cus_1" });
    expect(await findBillingProfile(database.db, accountId)).toMatchObject({
      method: "bank_transfer",
      providerCustomer: "cus_1",
      providerPaymentMethod: null,
      card: null,
    });
  });

  it("changes only the given fields on a later save", async () => {
    const accountId = await newAccount();
    await saveBillingProfile(database.db, accountId, {
      method: "card",
      providerCustomer: "cus_2",
      providerPaymentMethod: "pm_2",
      card,
    });
    await saveBillingProfile(database.db, accountId, {
      method: "bank_transfer",
      providerCustomer: null,
      providerPaymentMethod: null,
    });
    expect(await findBillingProfile(database.db, accountId)).toMatchObject({
      method: "bank_transfer",
      providerCustomer: null,
      providerPaymentMethod: null,
      card,
    });
  });

  it("saves inside a transaction, which a rollback undoes", async () => {
    const accountId = await newAccount();
    await database.db
      .transaction(async (tx) => {
        await saveBillingProfile(tx, accountId, { method: "card" });
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    expect(await findBillingProfile(database.db, accountId)).toBeUndefined();
  });
});
