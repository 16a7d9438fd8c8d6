import { type NavigationItem, navigationItems } from "@mekuri/domain";
import {
  IconBell,
  IconCards,
  IconChartBar,
  IconClipboardCheck,
  IconLayoutDashboard,
  IconMailbox,
  IconNews,
  IconPackages,
  type IconProps,
  IconReceipt,
  IconUserShield,
  IconUsers,
} from "@tabler/icons-react";
import type { ComponentType } from "react";

export type NavigationId = NavigationItem["id"];

export const navigationIcons: Record<NavigationId, ComponentType<IconProps>> = {
  summary: IconLayoutDashboard,
  userList: IconUsers,
  siteList: IconCards,
  analytics: IconChartBar,
  planManagement: IconPackages,
  latestInformation: IconNews,
  systemNotification: IconBell,
  checkPlan: IconClipboardCheck,
  paymentList: IconReceipt,
  adminList: IconUserShield,
  mailOutbox: IconMailbox,
};

/** The navigation items of user-info (paths), in its order; paths this console does not know are skipped. */
export function navigationEntries(paths: readonly string[]): NavigationItem[] {
  return paths.flatMap((path) => navigationItems.filter((item) => item.path === path));
}

export function navigationItemById(id: NavigationId): NavigationItem {
  return navigationItems.find((item) => item.id === id)!;
}
