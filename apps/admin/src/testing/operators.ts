import type { UserInfo } from "@mekuri/domain";

/** A company's main contact who sees its site list and its analytics: the navigation's two items. */
export const shopAnalyst: UserInfo = {
  id: "op",
  email: "shop@example.com",
  name: "Shop",
  role: "USER",
  adminRole: "main_contact",
  authority: "edit",
  userTypeId: "adminuser",
  mustChangePassword: false,
  permissions: ["sites:view", "analytics:view"],
  navigation: ["site-list", "analytics"],
  account: { id: "acc", kind: "user", companyName: "Shop", contractStatus: "active" },
};
