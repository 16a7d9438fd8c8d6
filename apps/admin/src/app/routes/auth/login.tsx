import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { LoginScreen } from "@/features/auth/components/login-screen";
import { session, useSessionTokens } from "@/lib/session";
import { userInfoQueryKey } from "@/lib/user-info";
import { useDocumentTitle } from "../../use-page-title";

/** Login inside the running console (after a logout or an expired session). */
export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tokens = useSessionTokens();
  useDocumentTitle(t("auth.login.title"));

  // Already logged in (another tab, a bookmark): straight into the console.
  if (tokens && !tokens.mustChangePassword) return <Navigate to="/" replace />;

  return (
    <LoginScreen
      onNavigate={(path, options) => {
        if (options?.replace) {
          // A new operator: nothing of the previous one's answers may show.
          queryClient.clear();
          const user = session.getUser();
          if (user) queryClient.setQueryData(userInfoQueryKey, user);
        }
        void navigate(path, options);
      }}
    />
  );
}
