import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { NewPasswordForm } from "@/features/auth/components/new-password-form";
import { useLocale } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";
import { showToast } from "@/lib/notify";
import { useDocumentTitle } from "../../use-page-title";

export function NewPasswordRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() || null;
  const missingMessage = localizeMessage("auth.tokenMissing", locale);
  const toasted = useRef(false);
  useDocumentTitle(t("auth.newPassword.title"));

  useEffect(() => {
    // admin.md §2: a toast appears if the token is missing.
    if (token || toasted.current) return;
    toasted.current = true;
    showToast(missingMessage, "error");
  }, [token, missingMessage]);

  return (
    <AuthLayout title={t("auth.newPassword.title")}>
      <NewPasswordForm token={token} missingTokenMessage={missingMessage} />
    </AuthLayout>
  );
}
