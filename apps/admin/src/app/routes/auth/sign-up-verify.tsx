import { Alert, Anchor, Loader, Stack, Text } from "@mantine/core";
import { IconLinkOff } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useVerifySignUp } from "@/features/auth/api/sign-up";
import { AuthLayout } from "@/features/auth/components/auth-layout";
import { isApiError } from "@/lib/api-error";
import { paths } from "@/lib/api-rules";
import { homePathOf } from "@/lib/home-path";
import { useLocale } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";
import { showToast } from "@/lib/notify";
import { useDocumentTitle } from "../../use-page-title";

/**
 * /sign-up/verify?token=: the mailed link. The token is spent once, the trial account is made and
 * its login is logged in, then the console opens with a welcome toast.
 */
export function SignUpVerifyRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() || null;
  const verify = useVerifySignUp();
  const started = useRef(false);
  useDocumentTitle(t("signUp.verifyingTitle"));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      showToast(localizeMessage("auth.tokenMissing", locale), "error");
      return;
    }
    verify.mutate(token, {
      onSuccess: (response) => {
        showToast(response.message, "success");
        void navigate(homePathOf(response.user), { replace: true });
      },
    });
  }, [token, verify, navigate, locale]);

  if (!token || verify.isError) {
    const message = !token
      ? t("signUp.tokenMissing")
      : isApiError(verify.error)
        ? verify.error.message
        : t("signUp.failedTitle");
    return (
      <AuthLayout title={t("signUp.failedTitle")}>
        <Stack gap="lg">
          <Alert color="red" variant="light" icon={<IconLinkOff size={20} aria-hidden />} role="alert">
            {message}
          </Alert>
          <Anchor component={Link} to={paths.signUp} fw={500}>
            {t("signUp.again")}
          </Anchor>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t("signUp.verifyingTitle")}>
      <Stack align="center" gap="md" role="status">
        <Loader aria-hidden />
        <Text>{t("signUp.verifying")}</Text>
      </Stack>
    </AuthLayout>
  );
}
