import {
  type AccountKind,
  type ChildAccountKind,
  type CreateUserBody,
  childKinds,
  mainRoleOfKind,
  type UpdateUserBody,
} from "@mekuri/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "../../platform/database/database.ts";
import { accounts, operators } from "../../platform/database/schema/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { hashPassword } from "../../platform/security/passwords.ts";
import type { Actor } from "../accounts/actor.ts";
import { generateOneTimePassword } from "../accounts/initial-accounts.ts";
import { recordHistory } from "../contracts/contract-history.ts";
import { noticeContractEnd } from "../contracts/contract-notices.ts";
import { changePlan } from "../plans/plan-change.ts";
import { planStateOf } from "../plans/plan-state.ts";
import { type AccountRow, findReachableAccount } from "../tenancy/account-scope.ts";
import { isEmailTaken } from "./user-repository.ts";

// Another operator may not hold the address either (admins); the query is shared as it is.
export { isEmailTaken } from "./user-repository.ts";

export const emailTaken = () => new AppError(409, "CONFLICT", "users.emailTaken");

/** Whether `parent` may hold an account of `kind` below it, and has the license to issue one. */
export function checkParent(parent: AccountRow, kind: ChildAccountKind): "kind" | "license" | null {
  if (!childKinds[parent.kind as AccountKind].includes(kind)) return "kind";
  if (parent.kind !== "master" && !parent.licenseIssuance) return "license";
  return null;
}

export function assertParent(parent: AccountRow, kind: ChildAccountKind) {
  const problem = checkParent(parent, kind);
  if (problem === "kind") throw new AppError(400, "VALIDATION_ERROR", "users.kindNotAllowed");
  if (problem === "license") throw new AppError(400, "VALIDATION_ERROR", "users.licenseNotGranted");
}

export interface NewAccount {
  kind: ChildAccountKind;
  companyName: string;
  contactName: string;
  email: string;
  contractStartDate: string | null;
  contractEndDate: string | null;
  permissionGranted: boolean;
  licenseIssuance: boolean;
  customLogo: boolean;
  authority: "edit" | "view";
}

/** Inserts the account and its main login (a one-time password, changed at the first login). */
export async function insertAccount(tx: Tx, parent: AccountRow, input: NewAccount, passwordHash: string) {
  const [account] = await tx
    .insert(accounts)
    .values({
      kind: input.kind,
      parentId: parent.id,
      path: "pending",
      companyName: input.companyName,
      contactName: input.contactName,
      contractStartDate: input.contractStartDate,
      contractEndDate: input.contractEndDate,
      permissionGranted: input.permissionGranted,
      licenseIssuance: input.licenseIssuance,
      customLogo: input.customLogo,
    })
    .returning();
  await tx
    .update(accounts)
    .set({ path: `${parent.path}${account!.id}/` })
    .where(eq(accounts.id, account!.id));
  const [login] = await tx
    .insert(operators)
    .values({
      accountId: account!.id,
      email: input.email,
      name: input.contactName,
      passwordHash,
      role: mainRoleOfKind[input.kind],
      adminRole: "main_contact",
      authority: input.authority,
      mustChangePassword: true,
    })
    .returning({ id: operators.id });
  return { ...account!, operatorId: login!.id };
}

export async function createUser(tx: Tx, actor: Actor, body: CreateUserBody) {
  const parent = await findReachableAccount(tx, actor, body.parentId);
  assertParent(parent, body.kind);
  if (await isEmailTaken(tx, body.email)) throw emailTaken();
  const temporaryPassword = generateOneTimePassword();
  const account = await insertAccount(tx, parent, body, await hashPassword(temporaryPassword));
  await recordHistory(tx, {
    accountId: account.id,
    actor,
    action: "create",
    detail: `${body.companyName} (${body.kind})`,
  });
  if (body.planId) await changePlan(tx, { actor, accountId: account.id, planId: body.planId });
  return { id: account.id, operatorId: account.operatorId, temporaryPassword };
}

const editableFields = [
  "companyName",
  "contactName",
  "contractStartDate",
  "contractEndDate",
  "permissionGranted",
  "licenseIssuance",
  "customLogo",
] as const;

/** Edits an account below the caller; a terminated one is read-only. A new plan goes through `changePlan`. */
export async function updateUser(tx: Tx, actor: Actor, account: AccountRow, body: UpdateUserBody) {
  if (account.contractStatus === "terminated") throw new AppError(409, "CONFLICT", "contracts.readOnly");
  const [main] = await tx
    .select()
    .from(operators)
    .where(and(eq(operators.accountId, account.id), eq(operators.adminRole, "main_contact")))
    .orderBy(asc(operators.createdAt))
    .limit(1);
  const changed: string[] = editableFields.filter((field) => account[field] !== body[field]);
  await tx
    .update(accounts)
    .set(Object.fromEntries(editableFields.map((field) => [field, body[field]])))
    .where(eq(accounts.id, account.id));
  if (main && (main.email.toLowerCase() !== body.email.toLowerCase() || main.authority !== body.authority)) {
    if (await isEmailTaken(tx, body.email, main.id)) throw emailTaken();
    if (main.email.toLowerCase() !== body.email.toLowerCase()) changed.push("email");
    if (main.authority !== body.authority) changed.push("authority");
    await tx
      .update(operators)
      .set({ email: body.email, authority: body.authority })
      .where(eq(operators.id, main.id));
  }
  if (changed.includes("contractEndDate"))
    await noticeContractEnd(tx, { id: account.id, contractEndDate: body.contractEndDate });
  if (changed.length)
    await recordHistory(tx, { accountId: account.id, actor, action: "update", detail: changed.join(", ") });
  // The plan field shows the plan the account is heading for: picking another one schedules it.
  const state = await planStateOf(tx, account.id);
  const heading = state.scheduled?.row.id ?? state.current?.id;
  if (body.planId && body.planId !== heading) {
    return changePlan(tx, { actor, accountId: account.id, planId: body.planId });
  }
  return null;
}
