import type { LoginResponse } from "@mekuri/domain";
import { useTranslation } from "react-i18next";
import { paths } from "@/lib/api-rules";
import { homePathOf } from "@/lib/home-path";
import { AuthLayout } from "./auth-layout";
import { LoginForm } from "./login-form";

interface LoginScreenProps {
  /** Moves to a console path; `replace` after signing in, so Back does not return to the form. */
  onNavigate: (path: string, options?: { replace: boolean }) => void;
}

/** Where a signed-in operator goes next: the forced password change, or their first section. */
export function pathAfterLogin(response: LoginResponse): string {
  return response.mustChangePassword ? paths.firstTimeChangePassword : homePathOf(response.user);
}

/** The sign-in screen, the same whether it opened on its own or inside the console (decision 128). */
export function LoginScreen({ onNavigate }: LoginScreenProps) {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t("auth.login.title")} subtitle={t("auth.login.subtitle")}>
      <LoginForm
        onSuccess={(response) => onNavigate(pathAfterLogin(response), { replace: true })}
        onNavigate={onNavigate}
      />
    </AuthLayout>
  );
}
