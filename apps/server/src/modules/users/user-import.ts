import {
  type Locale,
  localizeMessage,
  readUserCsv,
  translate,
  type UserCsvIssue,
  userCsvMaxBytes,
} from "@mekuri/domain";
import { inArray, sql } from "drizzle-orm";
import type { Tx } from "../../platform/database/database.ts";
import { operators, plans } from "../../platform/database/schema/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { hashPassword } from "../../platform/security/passwords.ts";
import type { Actor } from "../accounts/actor.ts";
import { generateOneTimePassword } from "../accounts/initial-accounts.ts";
import { recordHistory } from "../contracts/contract-history.ts";
import { changePlan } from "../plans/plan-change.ts";
import { isAssignableBy } from "../plans/plan-state.ts";
import type { AccountRow } from "../tenancy/account-scope.ts";
import { checkParent, insertAccount } from "./user-service.ts";

/** A refused import: every problem, each with its line, and nothing written. */
export class CsvImportRejected extends Error {
  constructor(readonly issues: UserCsvIssue[]) {
    super("csv import rejected");
  }
}

/** Excel in Japan writes Shift_JIS; anything else should be UTF-8. */
export function decodeCsv(bytes: Buffer): string {
  if (bytes.includes(0)) throw new AppError(400, "VALIDATION_ERROR", "users.csvNotCsv");
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("shift_jis").decode(bytes);
  }
}

export function assertCsvFile(bytes: Buffer, fileName: string | undefined) {
  if (fileName && !/\.csv$/i.test(fileName)) throw new AppError(400, "VALIDATION_ERROR", "users.csvNotCsv");
  if (bytes.length > userCsvMaxBytes) throw new AppError(413, "BODY_TOO_LARGE", "users.csvTooLarge");
}

/** Localised lines for the answer: "Line 3, email: Invalid email address." */
export function describeIssues(issues: UserCsvIssue[], locale: Locale) {
  return issues.map((issue) => ({
    path: issue.column ? `${issue.line}.${issue.column}` : String(issue.line),
    message: translate("users.csvLine", locale, {
      line: issue.line,
      column: issue.column || "—",
      reason: localizeMessage(issue.message, locale),
    }),
  }));
}

/**
 * Imports every row below `parent`, or nothing: rows are checked on their own (shared rules), then
 * against the database (registered e-mails, plan names, what the parent may hold), all before the
 * first insert, and the inserts share one transaction.
 */
export async function importUsers(tx: Tx, actor: Actor, parent: AccountRow, text: string) {
  const { rows, issues } = readUserCsv(text);
  if (rows.length) {
    const taken = new Set(
      (
        await tx
          .select({ email: sql<string>`lower(${operators.email})` })
          .from(operators)
          .where(
            inArray(
              sql`lower(${operators.email})`,
              rows.map((row) => row.email),
            ),
          )
      ).map((row) => row.email),
    );
    const planRows = await tx.select().from(plans);
    const planByName = new Map(
      planRows.filter((plan) => isAssignableBy(actor, plan)).map((plan) => [plan.name.toLowerCase(), plan]),
    );
    for (const row of rows) {
      if (taken.has(row.email)) issues.push({ line: row.line, column: "email", message: "users.emailTaken" });
      if (row.planName && !planByName.has(row.planName.toLowerCase())) {
        issues.push({
          line: row.line,
          column: "plan",
          message: `users.unknownPlan?name=${encodeURIComponent(row.planName)}`,
        });
      }
      const problem = checkParent(parent, row.kind);
      if (problem) {
        issues.push({
          line: row.line,
          column: "account_type",
          message: problem === "kind" ? "users.kindNotAllowed" : "users.licenseNotGranted",
        });
      }
    }
    issues.sort((a, b) => a.line - b.line);
    if (issues.length) throw new CsvImportRejected(issues);
    const created = [];
    for (const row of rows) {
      const temporaryPassword = generateOneTimePassword();
      const account = await insertAccount(
        tx,
        parent,
        { ...row, authority: "edit", customLogo: true },
        await hashPassword(temporaryPassword),
      );
      await recordHistory(tx, {
        accountId: account.id,
        actor,
        action: "import",
        detail: `${row.companyName} (${row.kind})`,
      });
      const plan = row.planName ? planByName.get(row.planName.toLowerCase()) : undefined;
      if (plan) await changePlan(tx, { actor, accountId: account.id, planId: plan.id });
      created.push({
        line: row.line,
        id: account.id,
        email: row.email,
        temporaryPassword,
        login: { operatorId: account.operatorId, name: row.contactName, companyName: row.companyName },
      });
    }
    return created;
  }
  throw new CsvImportRejected(issues);
}
