import type { UserListPage, UserListQuery } from "@mekuri/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useCurrentUser } from "@/features/shell";
import { api } from "@/lib/api-client";
import { familyPath, usersQueryKey } from "./family";

export type UserListFilters = Partial<UserListQuery>;

export function getUsers(family: string, filters: UserListFilters): Promise<UserListPage> {
  return api.get<UserListPage>(`${family}/user`, { query: filters });
}

export function usersQueryOptions(family: string, filters: UserListFilters) {
  return queryOptions({
    queryKey: [...usersQueryKey, "list", family, filters],
    queryFn: () => getUsers(family, filters),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(filters: UserListFilters) {
  return useQuery(usersQueryOptions(familyPath(useCurrentUser()), filters));
}
