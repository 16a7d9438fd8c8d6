import { Navigate } from "react-router";
import { FullPageLoader } from "@/components/full-page-loader";
import { LoadFailed } from "@/components/load-failed";
import { isLoginRedirectPending } from "@/lib/api-client";
import { paths } from "@/lib/api-rules";
import { homePathOf } from "@/lib/home-path";
import { useSessionTokens } from "@/lib/session";
import { useUserInfo } from "@/lib/user-info";

/** "/": the operator's first section, or login. */
export function HomeRedirect() {
  const tokens = useSessionTokens();
  const userInfo = useUserInfo();
  if (!tokens) return isLoginRedirectPending() ? <FullPageLoader /> : <Navigate to={paths.login} replace />;
  if (tokens.mustChangePassword) return <Navigate to={paths.firstTimeChangePassword} replace />;
  if (userInfo.data) return <Navigate to={homePathOf(userInfo.data)} replace />;
  if (userInfo.isError)
    return <LoadFailed subject="account" error={userInfo.error} onRetry={() => void userInfo.refetch()} />;
  return <FullPageLoader />;
}
