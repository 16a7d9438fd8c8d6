import type { UserInfo } from "@mekuri/domain";

/** admin.md §7: the endpoint family of the caller's account (a sub-admin uses its account's). */
export function familyPath(user: Pick<UserInfo, "account">): string {
  switch (user.account.kind) {
    case "master":
      return "/master";
    case "oem_master":
      return "/oem-master";
    default:
      return "/oem-admin";
  }
}

export const usersQueryKey = ["users"] as const;
