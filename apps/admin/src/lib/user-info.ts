import type { UserInfo } from "@mekuri/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";
import { session, useSessionTokens } from "./session";

export const userInfoQueryKey = ["auth", "user-info"] as const;

export async function getUserInfo(): Promise<UserInfo> {
  const user = await api.get<UserInfo>("/auth/user-info");
  session.setUser(user);
  return user;
}

export function userInfoQueryOptions() {
  return queryOptions({ queryKey: userInfoQueryKey, queryFn: getUserInfo, staleTime: 60_000 });
}

/** The logged-in operator; idle while there is no session. */
export function useUserInfo() {
  const tokens = useSessionTokens();
  return useQuery({ ...userInfoQueryOptions(), enabled: tokens !== null });
}
