import type { AccountKind, UserInfo, UserListPage } from "@mekuri/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCurrentUser } from "@/features/shell";
import { api } from "@/lib/api-client";
import { sitesQueryKey } from "./keys";

/** admin.md §7: each kind of account that manages others lists the accounts below it in its own family. */
const accountListPaths: Partial<Record<AccountKind, string>> = {
  master: "/master/user",
  oem_master: "/oem-master/user",
  oem_admin: "/oem-admin/user",
};

/** How many accounts the picker offers at once; a search narrows the rest down on the server. */
export const ownerAccountsPageSize = 50;

/** The list endpoint of the accounts below the caller, or none for callers who manage no one. */
export function ownerAccountsPath(user: Pick<UserInfo, "account" | "permissions">): string | undefined {
  return user.permissions.includes("users:view") ? accountListPaths[user.account.kind] : undefined;
}

/** Active accounts below the caller that a new site may belong to, searched by company, contact or e-mail. */
export function getOwnerAccounts(path: string, search: string): Promise<UserListPage> {
  return api.get<UserListPage>(path, {
    query: { search: search || undefined, contractStatus: "active", pageSize: ownerAccountsPageSize },
  });
}

export function useOwnerAccounts(search: string) {
  const path = ownerAccountsPath(useCurrentUser());
  return useQuery({
    queryKey: [...sitesQueryKey, "owner-accounts", search],
    queryFn: () => getOwnerAccounts(path ?? "", search),
    enabled: path !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
