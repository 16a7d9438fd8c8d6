import { describe, expect, it } from "vitest";
import { navigationFor } from "./navigation.ts";
import { type Permission, type PermissionSubject, permissionsOf, reachesAccount } from "./permissions.ts";
import { userTypeIdOf } from "./roles.ts";

const subjects: Record<string, PermissionSubject> = {
  master: { role: "MASTER", accountKind: "master", adminRole: "main_contact", authority: "edit" },
  masterUser: { role: "MASTER_USER", accountKind: "master", adminRole: "editor", authority: "edit" },
  oemMaster: { role: "OEM_MASTER", accountKind: "oem_master", adminRole: "main_contact", authority: "edit" },
  oemAdmin: { role: "OEM_ADMIN", accountKind: "oem_admin", adminRole: "main_contact", authority: "edit" },
  user: { role: "USER", accountKind: "user", adminRole: "main_contact", authority: "edit" },
  oemEditor: { role: "SUB_ADMIN", accountKind: "oem_master", adminRole: "editor", authority: "edit" },
  userEditor: { role: "SUB_ADMIN", accountKind: "user", adminRole: "editor", authority: "edit" },
  userEditorViewOnly: { role: "SUB_ADMIN", accountKind: "user", adminRole: "editor", authority: "view" },
  userViewer: { role: "SUB_ADMIN", accountKind: "user", adminRole: "viewer", authority: "edit" },
};

// The matrix of docs/decisions/003: Y = allowed, . = refused. Columns follow `subjects` above.
const matrix: Record<Permission, string> = {
  //                           mst mu  om  oa  usr oe  ue  uev uv
  "dashboard:view": "Y Y Y Y . Y . . .",
  "users:view": "Y Y Y Y . Y . . .",
  "users:manage": "Y Y Y Y . Y . . .",
  "contracts:manage": "Y . Y Y . . . . .",
  "plans:view": "Y Y Y Y Y Y Y Y Y",
  "plans:manage": "Y . . . . . . . .",
  "sites:view": "Y Y Y Y Y Y Y Y Y",
  "sites:edit": "Y Y Y Y Y Y Y . .",
  "sites:publish": "Y Y Y Y Y Y Y . .",
  "siteData:view": "Y Y Y Y Y Y Y Y Y",
  "siteData:export": "Y Y Y Y Y Y Y . .",
  "analytics:view": "Y Y Y Y Y Y Y Y Y",
  "analytics:manage": "Y . . . . . . . .",
  "news:view": "Y Y Y Y Y Y Y Y Y",
  "news:manage": "Y Y Y . . Y . . .",
  "systemNotifications:view": "Y Y Y Y Y Y Y Y Y",
  "systemNotifications:manage": "Y Y Y . . Y . . .",
  "notificationDelivery:manage": "Y Y Y Y Y Y Y . .",
  "admins:view": "Y Y Y Y Y Y Y Y Y",
  "admins:manage": "Y . Y Y Y . . . .",
  "billing:view": "Y Y Y Y Y Y Y Y Y",
  "billing:forceComplete": "Y . . . . . . . .",
  "billing:confirmReceipt": "Y . Y . . . . . .",
  "billing:paymentMethod": "Y . Y Y Y . . . .",
  "apiAccess:manage": "Y . Y Y Y . . . .",
  "mailOutbox:view": "Y . . . . . . . .",
};

describe("permission matrix", () => {
  const names = Object.keys(subjects);
  const cases = Object.entries(matrix).flatMap(([permission, row]) =>
    row.split(" ").map((cell, column) => ({
      permission: permission as Permission,
      who: names[column]!,
      allowed: cell === "Y",
    })),
  );

  it.each(cases)("$who: $permission → $allowed", ({ permission, who, allowed }) => {
    expect(permissionsOf(subjects[who]!).has(permission)).toBe(allowed);
  });

  it("covers every subject in every row", () => {
    for (const row of Object.values(matrix)) expect(row.split(" ")).toHaveLength(names.length);
  });
});

describe("reach", () => {
  it("reaches its own account and those below it, never a sibling or a parent", () => {
    expect(reachesAccount("/m/o1/", "/m/o1/")).toBe(true);
    expect(reachesAccount("/m/o1/", "/m/o1/u7/")).toBe(true);
    expect(reachesAccount("/m/o1/", "/m/o2/u8/")).toBe(false);
    expect(reachesAccount("/m/o1/u7/", "/m/o1/")).toBe(false);
    expect(reachesAccount("/m/o1/", "/m/o10/")).toBe(false);
  });
});

describe("navigation and route prefix", () => {
  it("shows a user's main contact its sites, analytics, plan, payments, notices and admins but no user list", () => {
    expect(navigationFor(subjects.user!).map((item) => item.path)).toEqual([
      "site-list",
      "analytics",
      "latest-information",
      "system-notification",
      "check-plan",
      "payment-list",
      "admin-list",
    ]);
  });

  it("shows plan management to the master and not to OEM accounts", () => {
    expect(navigationFor(subjects.master!).map((item) => item.path)).toContain("plan-management");
    expect(navigationFor(subjects.master!).map((item) => item.path)).not.toContain("check-plan");
    expect(navigationFor(subjects.oemMaster!).map((item) => item.path)).not.toContain("plan-management");
  });

  it("derives the /{userTypeId}/ prefix from the role and account kind", () => {
    expect(userTypeIdOf("MASTER", "master")).toBe("master");
    expect(userTypeIdOf("MASTER_USER", "master")).toBe("masteruser");
    expect(userTypeIdOf("OEM_MASTER", "oem_master")).toBe("admin");
    expect(userTypeIdOf("SUB_ADMIN", "oem_admin")).toBe("admin");
    expect(userTypeIdOf("USER", "user")).toBe("adminuser");
    expect(userTypeIdOf("SUB_ADMIN", "user")).toBe("adminuser");
  });
});
