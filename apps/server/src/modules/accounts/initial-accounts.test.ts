import { passwordProblems } from "@mekuri/domain";
import { describe, expect, it } from "vitest";
import { operators } from "../../platform/database/schema/index.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { ensureInitialAccounts, generateOneTimePassword, InitialAccountError } from "./initial-accounts.ts";

describe("first start", () => {
  it("creates a master and two demo logins with one-time passwords that must be changed, once", async () => {
    const database = await createTestDatabase();
    const created = await ensureInitialAccounts(database.db, { seedDemo: true });
    expect(created.map((login) => [login.label, login.email])).toEqual([
      ["master", "master@mekuri.local"],
      ["demo", "demo@mekuri.local"],
      ["light", "light@mekuri.local"],
    ]);
    for (const login of created) expect(passwordProblems(login.oneTimePassword!)).toEqual([]);
    const rows = await database.db.select().from(operators);
    expect(rows.every((row) => row.mustChangePassword)).toBe(true);
    expect(await ensureInitialAccounts(database.db, { seedDemo: true })).toEqual([]);
    await database.close();
  });

  it("takes the master's login from the environment without a forced change", async () => {
    const database = await createTestDatabase();
    const created = await ensureInitialAccounts(database.db, {
      seedDemo: false,
      initialMaster: { email: "ops@example.com", password: "Ops-pass1" },
    });
    expect(created).toEqual([
      expect.objectContaining({ label: "master", email: "ops@example.com", oneTimePassword: undefined }),
    ]);
    const [row] = await database.db.select().from(operators);
    expect(row?.mustChangePassword).toBe(false);
    await database.close();
  });

  it("refuses a weak initial master password with a message naming the variable", async () => {
    const database = await createTestDatabase();
    await expect(
      ensureInitialAccounts(database.db, {
        seedDemo: false,
        initialMaster: { email: "ops@example.com", password: "weak" },
      }),
    ).rejects.toThrow(InitialAccountError);
    await expect(
      ensureInitialAccounts(database.db, {
        seedDemo: false,
        initialMaster: { email: "ops@example.com", password: "weak" },
      }),
    ).rejects.toThrow(/INITIAL_MASTER_PASSWORD: Length must be between 8 and 20 characters\./);
    expect(await database.db.select().from(operators)).toEqual([]);
    await database.close();
  });

  it("stops a production first start that has no INITIAL_MASTER_* instead of printing a password", async () => {
    const database = await createTestDatabase();
    await expect(
      ensureInitialAccounts(database.db, { seedDemo: false, oneTimeMasterPassword: false }),
    ).rejects.toThrow(/set INITIAL_MASTER_EMAIL and INITIAL_MASTER_PASSWORD/);
    expect(await database.db.select().from(operators)).toEqual([]);
    await database.close();
  });

  it("makes one-time passwords that meet the password rules", () => {
    for (let i = 0; i < 200; i++) expect(passwordProblems(generateOneTimePassword())).toEqual([]);
  });
});
