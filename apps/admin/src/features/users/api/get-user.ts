import type { UserDetail } from "@mekuri/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useCurrentUser } from "@/features/shell";
import { api } from "@/lib/api-client";
import { familyPath, usersQueryKey } from "./family";

export function getUser(family: string, id: string): Promise<UserDetail> {
  return api.get<UserDetail>(`${family}/user/${id}`);
}

export function userQueryOptions(family: string, id: string) {
  return queryOptions({ queryKey: [...usersQueryKey, "detail", id], queryFn: () => getUser(family, id) });
}

export function useUser(id: string) {
  return useQuery({ ...userQueryOptions(familyPath(useCurrentUser()), id), enabled: Boolean(id) });
}

/** The caller's own account, for "create below me" and the profile. */
export function useOwnAccount() {
  return useQuery({ queryKey: [...usersQueryKey, "own"], queryFn: () => api.get<UserDetail>("/user") });
}
