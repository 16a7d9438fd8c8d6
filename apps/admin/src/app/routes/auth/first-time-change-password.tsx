import { Anchor, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate } from "react-router";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { ChangePasswordForm } from "@/features/auth/components/change-password-form";
import { paths } from "@/lib/api-rules";
import { homePathOf } from "@/lib/home-path";
import { showToast } from "@/lib/notify";
import { useSessionTokens } from "@/lib/session";
import { useDocumentTitle } from "../../use-page-title";

/** The forced first-login change: the one-time password is replaced before anything else. */
export function FirstTimeChangePasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tokens = useSessionTokens();
  useDocumentTitle(t("auth.firstTime.title"));

  if (!tokens) return <Navigate to={paths.login} replace />;

  return (
    <AuthLayout title={t("auth.firstTime.title")} subtitle={t("auth.firstTime.subtitle")}>
      <Stack gap="lg">
        <ChangePasswordForm
          submitLabel={t("auth.firstTime.submit")}
          currentPasswordHint={t("auth.firstTime.currentHint")}
          onSuccess={(response) => {
            showToast(t("auth.firstTime.done"), "success");
            void navigate(homePathOf(response.user), { replace: true });
          }}
        />
        <Anchor component={Link} to={paths.logOut} size="sm" ta="center" c="dimmed">
          {t("auth.firstTime.logoutInstead")}
        </Anchor>
      </Stack>
    </AuthLayout>
  );
}
