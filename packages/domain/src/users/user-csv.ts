import { messageRef } from "../i18n/message-format.ts";
import { isValidEmail } from "../rules/email.ts";
import { parseCsv } from "./csv.ts";

/** admin.md §5 Files: CSV import, CSV only, up to 5 MB. */
export const userCsvMaxBytes = 5 * 1024 * 1024;

/** The columns of the import file, in order (docs/decisions: user CSV import). */
export const userCsvColumns = [
  "company_name",
  "contact_name",
  "email",
  "account_type",
  "plan",
  "contract_start_date",
  "contract_end_date",
  "permission",
  "license_issuance",
] as const;

export const userCsvTemplate = `${userCsvColumns.join(",")}\r\nExample Inc.,Hanako Sato,hanako@example.com,user,Standard,2026-04-01,2027-03-31,grant,no_grant\r\n`;

export interface UserCsvRow {
  line: number;
  companyName: string;
  contactName: string;
  email: string;
  kind: "oem_master" | "oem_admin" | "user";
  planName: string | null;
  contractStartDate: string | null;
  contractEndDate: string | null;
  permissionGranted: boolean;
  licenseIssuance: boolean;
}

export interface UserCsvIssue {
  line: number;
  /** The column, or "" for the whole line or file. */
  column: string;
  /** A message reference (i18n/messages.ts). */
  message: string;
}

const grants: Record<string, boolean> = { grant: true, no_grant: false };
const kinds = ["oem_master", "oem_admin", "user"] as const;

export function isValidDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Reads an import file and checks every row on its own and against the others (duplicate e-mails).
 * Checks that need the database (registered e-mails, plan names, who may create what) come after,
 * on the server, with the same issue shape.
 */
export function readUserCsv(text: string): { rows: UserCsvRow[]; issues: UserCsvIssue[] } {
  const records = parseCsv(text);
  const issues: UserCsvIssue[] = [];
  const header = records.shift();
  const headerCells = header?.cells.map((cell) => cell.trim().toLowerCase()) ?? [];
  if (headerCells.join(",") !== userCsvColumns.join(",")) {
    return {
      rows: [],
      issues: [
        {
          line: 1,
          column: "",
          message: messageRef("users.csvHeader", { columns: userCsvColumns.join(",") }),
        },
      ],
    };
  }
  if (records.length === 0) {
    return { rows: [], issues: [{ line: 2, column: "", message: messageRef("users.csvEmpty") }] };
  }
  const rows: UserCsvRow[] = [];
  const firstLineOfEmail = new Map<string, number>();
  for (const { line, cells } of records) {
    const before = issues.length;
    const issue = (column: string, message: string) => issues.push({ line, column, message });
    if (cells.length !== userCsvColumns.length) {
      issue(
        "",
        messageRef("users.csvColumnCount", { expected: userCsvColumns.length, actual: cells.length }),
      );
      continue;
    }
    const value = Object.fromEntries(userCsvColumns.map((column, i) => [column, cells[i]!.trim()])) as Record<
      (typeof userCsvColumns)[number],
      string
    >;
    for (const column of ["company_name", "contact_name"] as const) {
      if (!value[column]) issue(column, messageRef("validation.required"));
      else if (value[column].length > 50) issue(column, messageRef("validation.maxLength", { max: 50 }));
    }
    const email = value.email.toLowerCase();
    if (!email) issue("email", messageRef("validation.required"));
    else if (!isValidEmail(email)) issue("email", messageRef("validation.email"));
    else if (firstLineOfEmail.has(email)) {
      issue("email", messageRef("users.csvDuplicate", { line: firstLineOfEmail.get(email)! }));
    } else firstLineOfEmail.set(email, line);
    const kind = kinds.find((k) => k === value.account_type);
    if (!kind) issue("account_type", messageRef("users.csvAccountType"));
    for (const column of ["contract_start_date", "contract_end_date"] as const) {
      if (value[column] && !isValidDate(value[column])) issue(column, messageRef("validation.date"));
    }
    if (
      value.contract_start_date &&
      value.contract_end_date &&
      isValidDate(value.contract_start_date) &&
      isValidDate(value.contract_end_date) &&
      value.contract_end_date < value.contract_start_date
    ) {
      issue("contract_end_date", messageRef("users.endBeforeStart"));
    }
    for (const column of ["permission", "license_issuance"] as const) {
      if (!(value[column] in grants)) issue(column, messageRef("users.csvGrant"));
    }
    if (issues.length > before || !kind) continue;
    rows.push({
      line,
      companyName: value.company_name,
      contactName: value.contact_name,
      email,
      kind,
      planName: value.plan || null,
      contractStartDate: value.contract_start_date || null,
      contractEndDate: value.contract_end_date || null,
      permissionGranted: grants[value.permission]!,
      licenseIssuance: grants[value.license_issuance]!,
    });
  }
  return { rows, issues };
}
