// Before the shared schema is built: the console loads the schema library here first.
import "@/lib/zod-config";
import { userInfo } from "@mekuri/domain";
import type { StoredUserCheck } from "./session";

/** A stored user-info answer as the shared schema reads it; anything else (an older shape, an edit) is none. */
export const checkStoredUser: StoredUserCheck = (stored) => {
  const parsed = userInfo.safeParse(stored);
  return parsed.success ? parsed.data : null;
};
