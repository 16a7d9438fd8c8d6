import { randomInt } from "node:crypto";
import { email as emailSchema, localizeMessage, newPassword, passwordSpecials } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { accounts, operators } from "../../platform/database/schema/index.ts";
import { hashPassword } from "../../platform/security/passwords.ts";

export interface CreatedLogin {
  label: "master" | "demo" | "light";
  accountId: string;
  email: string;
  /** Shown once; absent when the password came from the environment. */
  oneTimePassword?: string;
}

/** A password that meets the spec's rules, for one-time use. */
export function generateOneTimePassword(length = 16): string {
  const classes = ["abcdefghijkmnopqrstuvwxyz", "ABCDEFGHJKLMNPQRSTUVWXYZ", "23456789", passwordSpecials];
  const all = classes.join("");
  const chars = classes.map((set) => set[randomInt(set.length)]!);
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join("");
}

export class InitialAccountError extends Error {}

function checkInitialMaster(initial: { email: string; password: string }) {
  const problems = [
    ...(emailSchema.safeParse(initial.email).error?.issues ?? []).map(
      (i) => `INITIAL_MASTER_EMAIL: ${localizeMessage(i.message, "en")}`,
    ),
    ...(newPassword.safeParse(initial.password).error?.issues ?? []).map(
      (i) => `INITIAL_MASTER_PASSWORD: ${localizeMessage(i.message, "en")}`,
    ),
  ];
  if (problems.length) throw new InitialAccountError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
}

async function createAccountWithOperator(
  db: Db,
  input: {
    kind: "master" | "user";
    parent?: { id: string; path: string };
    companyName: string;
    operatorName: string;
    role: string;
    email: string;
    password: string;
    mustChange: boolean;
  },
) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        kind: input.kind,
        parentId: input.parent?.id ?? null,
        path: "pending",
        companyName: input.companyName,
        contactName: input.operatorName,
      })
      .returning();
    const path = `${input.parent?.path ?? "/"}${account!.id}/`;
    await tx.update(accounts).set({ path }).where(eq(accounts.id, account!.id));
    await tx.insert(operators).values({
      accountId: account!.id,
      email: input.email,
      name: input.operatorName,
      passwordHash: await hashPassword(input.password),
      role: input.role,
      adminRole: "main_contact",
      authority: "edit",
      mustChangePassword: input.mustChange,
    });
    return { id: account!.id, path };
  });
}

/**
 * First start: the master account (its password from the environment, or a one-time password
 * that must be changed at first login) and two demo customer accounts: the demo company, with every
 * feature, and a company on the Light plan. Later starts change nothing.
 */
export async function ensureInitialAccounts(
  db: Db,
  options: {
    initialMaster?: { email: string; password: string };
    seedDemo: boolean;
    /** Without INITIAL_MASTER_*, make the master with a one-time password; false stops instead. */
    oneTimeMasterPassword?: boolean;
  },
): Promise<CreatedLogin[]> {
  const [existing] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.kind, "master"))
    .limit(1);
  if (existing) return [];
  if (options.initialMaster) checkInitialMaster(options.initialMaster);
  else if (options.oneTimeMasterPassword === false) {
    throw new InitialAccountError(
      "No master account yet: set INITIAL_MASTER_EMAIL and INITIAL_MASTER_PASSWORD for the first start (they are not read again once the master exists)",
    );
  }

  const created: CreatedLogin[] = [];
  const masterEmail = options.initialMaster?.email ?? "master@mekuri.local";
  const masterPassword = options.initialMaster?.password ?? generateOneTimePassword();
  const master = await createAccountWithOperator(db, {
    kind: "master",
    companyName: "Mekuri",
    operatorName: "Master",
    role: "MASTER",
    email: masterEmail,
    password: masterPassword,
    mustChange: !options.initialMaster,
  });
  created.push({
    label: "master",
    accountId: master.id,
    email: masterEmail,
    oneTimePassword: options.initialMaster ? undefined : masterPassword,
  });

  if (options.seedDemo) {
    const demoPassword = generateOneTimePassword();
    const demo = await createAccountWithOperator(db, {
      kind: "user",
      parent: master,
      companyName: "Demo Company",
      operatorName: "Demo Operator",
      role: "USER",
      email: "demo@mekuri.local",
      password: demoPassword,
      mustChange: true,
    });
    created.push({
      label: "demo",
      accountId: demo.id,
      email: "demo@mekuri.local",
      oneTimePassword: demoPassword,
    });
    // A company on a plan without analytics, so a newcomer sees the plan lock (docs/decisions/167).
    const lightPassword = generateOneTimePassword();
    const light = await createAccountWithOperator(db, {
      kind: "user",
      parent: master,
      companyName: "ひなたベーカリー",
      operatorName: "Hinata Operator",
      role: "USER",
      email: "light@mekuri.local",
      password: lightPassword,
      mustChange: true,
    });
    created.push({
      label: "light",
      accountId: light.id,
      email: "light@mekuri.local",
      oneTimePassword: lightPassword,
    });
  }
  return created;
}
