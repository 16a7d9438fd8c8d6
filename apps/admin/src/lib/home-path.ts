import type { UserInfo } from "@mekuri/domain";

/** Where an operator lands: /{userTypeId}/{first navigation path}. */
export function homePathOf(user: Pick<UserInfo, "userTypeId" | "navigation">): string {
  const first = user.navigation[0];
  return first ? `/${user.userTypeId}/${first}` : `/${user.userTypeId}`;
}

/** The same location under the operator's own /{userTypeId}/ prefix. */
export function withUserTypePrefix(pathname: string, userTypeId: string): string {
  const [, , ...rest] = pathname.split("/");
  return `/${[userTypeId, ...rest].join("/")}`;
}
