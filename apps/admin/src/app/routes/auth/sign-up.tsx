import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { useSessionTokens } from "@/lib/session";
import { useDocumentTitle } from "../../use-page-title";

/** /sign-up (admin.md §2 Auth; decision 057): the self-service trial. */
export function SignUpRoute() {
  const { t } = useTranslation();
  const tokens = useSessionTokens();
  useDocumentTitle(t("signUp.title"));
  if (tokens && !tokens.mustChangePassword) return <Navigate to="/" replace />;
  return (
    <AuthLayout title={t("signUp.title")} subtitle={t("signUp.subtitle")}>
      <SignUpForm />
    </AuthLayout>
  );
}
