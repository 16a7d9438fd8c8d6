import type { Permission, PermissionSubject } from "./permissions.ts";
import { permissionsOf } from "./permissions.ts";

/** admin.md §6 navigation items, each shown to whoever holds the permission behind it. */
export const navigationItems = [
  { id: "summary", path: "summary", permission: "dashboard:view" },
  { id: "userList", path: "user-list", permission: "users:view" },
  { id: "siteList", path: "site-list", permission: "sites:view" },
  { id: "analytics", path: "analytics", permission: "analytics:view" },
  { id: "planManagement", path: "plan-management", permission: "plans:manage" },
  { id: "latestInformation", path: "latest-information", permission: "news:view" },
  { id: "systemNotification", path: "system-notification", permission: "systemNotifications:view" },
  { id: "checkPlan", path: "check-plan", permission: "plans:view" },
  // admin.md §2 lists the payment list among the screens though §6 leaves it out of the menu.
  { id: "paymentList", path: "payment-list", permission: "billing:view" },
  { id: "adminList", path: "admin-list", permission: "admins:view" },
  // Not in admin.md §6: the platform's mail outbox, so mail can be followed without SMTP (decision 020).
  { id: "mailOutbox", path: "mail-outbox", permission: "mailOutbox:view" },
] as const satisfies readonly { id: string; path: string; permission: Permission }[];

export type NavigationItem = (typeof navigationItems)[number];

export function navigationFor(subject: PermissionSubject): NavigationItem[] {
  const granted = permissionsOf(subject);
  // The platform itself has no plan of its own to check.
  return navigationItems.filter(
    (item) => granted.has(item.permission) && !(item.id === "checkPlan" && subject.accountKind === "master"),
  );
}
