import type { UserInfo } from "@mekuri/domain";
import { createContext, use } from "react";

export const CurrentUserContext = createContext<UserInfo | null>(null);

/** The logged-in operator, inside the console shell (the guard provides it). */
export function useCurrentUser(): UserInfo {
  const user = use(CurrentUserContext);
  if (!user) throw new Error("useCurrentUser is only available inside the console shell");
  return user;
}
