import type { AccountKind, AdminRole, Authority, OperatorRole } from "@mekuri/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { accounts, operators } from "../../platform/database/schema/index.ts";

export interface OperatorRecord {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  role: OperatorRole;
  adminRole: AdminRole;
  authority: Authority;
  mustChangePassword: boolean;
  sessionVersion: number;
  account: {
    id: string;
    kind: AccountKind;
    path: string;
    companyName: string;
    contractStatus: "active" | "suspended" | "terminated" | "inactive";
  };
}

const selection = {
  id: operators.id,
  email: operators.email,
  name: operators.name,
  passwordHash: operators.passwordHash,
  role: operators.role,
  adminRole: operators.adminRole,
  authority: operators.authority,
  mustChangePassword: operators.mustChangePassword,
  sessionVersion: operators.sessionVersion,
  accountId: accounts.id,
  accountKind: accounts.kind,
  accountPath: accounts.path,
  companyName: accounts.companyName,
  contractStatus: accounts.contractStatus,
};

type Row = { [K in keyof typeof selection]: unknown };

function toRecord(row: Row): OperatorRecord {
  return {
    id: row.id as string,
    email: row.email as string,
    name: row.name as string,
    passwordHash: row.passwordHash as string,
    role: row.role as OperatorRole,
    adminRole: row.adminRole as AdminRole,
    authority: row.authority as Authority,
    mustChangePassword: row.mustChangePassword as boolean,
    sessionVersion: row.sessionVersion as number,
    account: {
      id: row.accountId as string,
      kind: row.accountKind as AccountKind,
      path: row.accountPath as string,
      companyName: row.companyName as string,
      contractStatus: row.contractStatus as OperatorRecord["account"]["contractStatus"],
    },
  };
}

export async function findOperatorById(db: Db, id: string): Promise<OperatorRecord | undefined> {
  const [row] = await db
    .select(selection)
    .from(operators)
    .innerJoin(accounts, eq(accounts.id, operators.accountId))
    .where(eq(operators.id, id));
  return row ? toRecord(row) : undefined;
}

export async function findOperatorByEmail(db: Db, email: string): Promise<OperatorRecord | undefined> {
  const [row] = await db
    .select(selection)
    .from(operators)
    .innerJoin(accounts, eq(accounts.id, operators.accountId))
    .where(eq(sql`lower(${operators.email})`, email.toLowerCase()));
  return row ? toRecord(row) : undefined;
}

/** Ends every access token of the operator issued before now; answers the new version. */
export async function bumpSessionVersion(db: Db, operatorId: string): Promise<number> {
  const [row] = await db
    .update(operators)
    .set({ sessionVersion: sql`${operators.sessionVersion} + 1` })
    .where(eq(operators.id, operatorId))
    .returning({ sessionVersion: operators.sessionVersion });
  return row?.sessionVersion ?? 0;
}
