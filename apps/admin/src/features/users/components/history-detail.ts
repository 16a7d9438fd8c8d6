import type { ContractHistoryEntry } from "@mekuri/domain";
import type { TFunction } from "i18next";

/** The account fields an edit records (the server's own names) and the labels the user form shows. */
const fieldLabels = {
  companyName: "accounts.users.companyName",
  contactName: "accounts.users.contactName",
  contractStartDate: "accounts.users.contractStart",
  contractEndDate: "accounts.users.contractEnd",
  permissionGranted: "accounts.users.permission",
  licenseIssuance: "accounts.users.license",
  customLogo: "accounts.users.logo",
  email: "accounts.users.email",
  authority: "accounts.users.authority",
} as const;

const statuses = ["active", "suspended", "terminated", "inactive"] as const;
const isStatus = (value: string): value is (typeof statuses)[number] => statuses.includes(value as never);
const isField = (value: string): value is keyof typeof fieldLabels => value in fieldLabels;

/**
 * The history stores what changed in the server's terms (field names, contract statuses) so it reads
 * in every language; this turns them into the console's labels. Anything else (plan names) is shown
 * as stored.
 */
export function describeHistoryDetail(
  entry: Pick<ContractHistoryEntry, "action" | "detail">,
  t: TFunction,
  language: string,
) {
  if (entry.action === "update") {
    const labels = entry.detail.split(", ").map((field) => (isField(field) ? t(fieldLabels[field]) : field));
    return new Intl.ListFormat(language, { type: "unit", style: "short" }).format(labels);
  }
  if (entry.action === "suspend" || entry.action === "resume" || entry.action === "terminate") {
    return entry.detail
      .split(" → ")
      .map((status) => (isStatus(status) ? t(`contractStatuses.${status}`) : status))
      .join(" → ");
  }
  return entry.detail;
}
