import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { LoginForm } from "@/features/auth/components/login-form";
import { paths } from "@/lib/api-rules";
import { useSessionTokens } from "@/lib/session";
import { homePathOf } from "@/lib/user-info";
import { useDocumentTitle } from "../../use-page-title";

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tokens = useSessionTokens();
  useDocumentTitle(t("auth.login.title"));

  // Already logged in (another tab, a bookmark): straight into the console.
  if (tokens && !tokens.mustChangePassword) return <Navigate to="/" replace />;

  return (
    <AuthLayout title={t("auth.login.title")} subtitle={t("auth.login.subtitle")}>
      <LoginForm
        onSuccess={(response) =>
          navigate(response.mustChangePassword ? paths.firstTimeChangePassword : homePathOf(response.user), {
            replace: true,
          })
        }
      />
    </AuthLayout>
  );
}
