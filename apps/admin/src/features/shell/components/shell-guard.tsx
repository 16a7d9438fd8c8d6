import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { FullPageLoader } from "@/components/full-page-loader";
import { LoadFailed } from "@/components/load-failed";
import { isLoginRedirectPending } from "@/lib/api-client";
import { paths } from "@/lib/api-rules";
import { withUserTypePrefix } from "@/lib/home-path";
import { useSessionTokens } from "@/lib/session";
import { useUserInfo } from "@/lib/user-info";
import { CurrentUserContext } from "./current-user";

/**
 * Everything under /{userTypeId}/ needs a session and the operator's user info. Without a session:
 * login. With a pending password change: that page. Under another user type's prefix: our own.
 */
export function ShellGuard({ children }: { children: ReactNode }) {
  const tokens = useSessionTokens();
  const userInfo = useUserInfo();
  const location = useLocation();
  const userTypeId = location.pathname.split("/")[1];

  if (!tokens) {
    // The API client is already showing "session expired" and will move to login in a second.
    if (isLoginRedirectPending()) return <FullPageLoader />;
    return <Navigate to={paths.login} replace />;
  }
  if (tokens.mustChangePassword) return <Navigate to={paths.firstTimeChangePassword} replace />;
  if (userInfo.isPending) return <FullPageLoader />;
  if (userInfo.isError)
    return <LoadFailed subject="account" error={userInfo.error} onRetry={() => void userInfo.refetch()} />;

  const user = userInfo.data;
  if (user.mustChangePassword) return <Navigate to={paths.firstTimeChangePassword} replace />;
  if (userTypeId !== user.userTypeId) {
    const to = `${withUserTypePrefix(location.pathname, user.userTypeId)}${location.search}${location.hash}`;
    return <Navigate to={to} replace />;
  }
  return <CurrentUserContext value={user}>{children}</CurrentUserContext>;
}
