import { useTranslation } from "react-i18next";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import { useDocumentTitle } from "../../use-page-title";

export function ResetPassRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t("auth.resetPass.title"));
  return (
    <AuthLayout title={t("auth.resetPass.title")} subtitle={t("auth.resetPass.subtitle")}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
