import type { AccountKind, AdminRole, Authority, OperatorRole } from "./roles.ts";

/**
 * The permission matrix: one place that says who may do what.
 * Written out and argued in docs/decisions/003-accounts-roles-and-permissions.md.
 */
export const permissions = [
  "dashboard:view",
  "users:view",
  "users:manage",
  "contracts:manage",
  "plans:view",
  "plans:manage",
  "sites:view",
  "sites:edit",
  "sites:publish",
  "siteData:view",
  "siteData:export",
  "analytics:view",
  "analytics:manage",
  "news:view",
  "news:manage",
  "systemNotifications:view",
  "systemNotifications:manage",
  "notificationDelivery:manage",
  "admins:view",
  "admins:manage",
  "billing:view",
  "billing:forceComplete",
  "billing:confirmReceipt",
  "billing:paymentMethod",
  "apiAccess:manage",
  "mailOutbox:view",
] as const;
export type Permission = (typeof permissions)[number];

export function isReadPermission(permission: Permission): boolean {
  return permission.endsWith(":view");
}

const all: readonly Permission[] = permissions;

const oemBase: readonly Permission[] = [
  "dashboard:view",
  "users:view",
  "users:manage",
  "contracts:manage",
  "plans:view",
  "sites:view",
  "sites:edit",
  "sites:publish",
  "siteData:view",
  "siteData:export",
  "analytics:view",
  "news:view",
  "systemNotifications:view",
  "notificationDelivery:manage",
  "admins:view",
  "admins:manage",
  "billing:view",
  // How the account pays its own bills (decision 115).
  "billing:paymentMethod",
  "apiAccess:manage",
];

/** What the main contact of each kind of account may do; other admins get a subset of it. */
const byAccountKind: Record<AccountKind, readonly Permission[]> = {
  master: all,
  // An OEM master writes news and system notifications for its own tree (decision 043), and records
  // the transfers its customers paid on the invoices it issued (decision 114).
  oem_master: [...oemBase, "news:manage", "systemNotifications:manage", "billing:confirmReceipt"],
  oem_admin: oemBase,
  user: [
    "plans:view",
    "sites:view",
    "sites:edit",
    "sites:publish",
    "siteData:view",
    "siteData:export",
    "analytics:view",
    "news:view",
    "systemNotifications:view",
    "notificationDelivery:manage",
    "admins:view",
    "admins:manage",
    "billing:view",
    "billing:paymentMethod",
    "apiAccess:manage",
  ],
};

/** Master users run the platform day to day but do not change its price list, its admins or payments. */
const notForMasterUsers: readonly Permission[] = [
  "plans:manage",
  "admins:manage",
  "billing:forceComplete",
  "billing:confirmReceipt",
  // How long raw analytics events are kept is the platform's data policy (docs/decisions/039).
  "analytics:manage",
];

/**
 * Only the main contact changes who administers the account, its contracts and its API keys, and
 * only the master's main contact reads the mail outbox, whose mail carries other people's sign-in
 * links (decision 030).
 */
const mainContactOnly: readonly Permission[] = [
  "admins:manage",
  "contracts:manage",
  "apiAccess:manage",
  "plans:manage",
  "billing:forceComplete",
  "billing:confirmReceipt",
  "billing:paymentMethod",
  "mailOutbox:view",
];

export interface PermissionSubject {
  role: OperatorRole;
  accountKind: AccountKind;
  adminRole: AdminRole;
  authority: Authority;
}

export function permissionsOf(subject: PermissionSubject): Set<Permission> {
  let granted = byAccountKind[subject.accountKind];
  if (subject.role === "MASTER_USER") granted = granted.filter((p) => !notForMasterUsers.includes(p));
  if (subject.adminRole !== "main_contact") granted = granted.filter((p) => !mainContactOnly.includes(p));
  const readOnly = subject.adminRole === "viewer" || subject.authority === "view";
  if (readOnly) granted = granted.filter(isReadPermission);
  return new Set(granted);
}

export function hasPermission(subject: PermissionSubject, permission: Permission): boolean {
  return permissionsOf(subject).has(permission);
}

/**
 * Reach: an operator acts on its own account and every account below it. Accounts carry a
 * materialised path of ids ("/root/oem/user/"), so reach is a prefix test.
 */
export function reachesAccount(actorAccountPath: string, targetAccountPath: string): boolean {
  return targetAccountPath.startsWith(actorAccountPath);
}
