/**
 * admin.md §3 and §6. An account is a company in the hierarchy; operators log in on behalf of one.
 * See docs/decisions/003-accounts-roles-and-permissions.md.
 */
export const accountKinds = ["master", "oem_master", "oem_admin", "user"] as const;
export type AccountKind = (typeof accountKinds)[number];

export const operatorRoles = [
  "MASTER",
  "MASTER_USER",
  "OEM_MASTER",
  "OEM_ADMIN",
  "USER",
  "SUB_ADMIN",
] as const;
export type OperatorRole = (typeof operatorRoles)[number];

export const adminRoles = ["main_contact", "editor", "viewer"] as const;
export type AdminRole = (typeof adminRoles)[number];

export const authorities = ["edit", "view"] as const;
export type Authority = (typeof authorities)[number];

/** The account-type enumeration of admin.md §3, used as the console's route prefix /{userTypeId}/. */
export const userTypeIds = ["master", "masteruser", "admin", "adminuser"] as const;
export type UserTypeId = (typeof userTypeIds)[number];

/** Which account kinds may sit directly below which (master > OEM master > OEM admin > user). */
export const childKinds: Record<AccountKind, readonly AccountKind[]> = {
  master: ["oem_master", "oem_admin", "user"],
  oem_master: ["oem_admin", "user"],
  oem_admin: ["user"],
  user: [],
};

/** The role of an account's first operator (its main contact). */
export const mainRoleOfKind: Record<AccountKind, OperatorRole> = {
  master: "MASTER",
  oem_master: "OEM_MASTER",
  oem_admin: "OEM_ADMIN",
  user: "USER",
};

/** Further operators added in admin settings: master users on the master account, sub-admins elsewhere. */
export function staffRoleOfKind(kind: AccountKind): OperatorRole {
  return kind === "master" ? "MASTER_USER" : "SUB_ADMIN";
}

export function userTypeIdOf(role: OperatorRole, accountKind: AccountKind): UserTypeId {
  if (role === "MASTER_USER") return "masteruser";
  if (accountKind === "master") return "master";
  return accountKind === "user" ? "adminuser" : "admin";
}
