import { StrictMode } from "react";
import type { Root } from "react-dom/client";
import { useTranslation } from "react-i18next";
import { LoginScreen } from "@/features/auth/components/login-screen";
import { AppErrorBoundary } from "@/features/errors/components/app-error-boundary";
import { currentLocale, loadLocale } from "@/lib/i18n";
import { session } from "@/lib/session";
import { UiProvider } from "./ui-provider";
import { useDocumentTitle } from "./use-page-title";

/**
 * The login page on its own, without the router, the query client or any console screen
 * (decision 128): the console downloads once the operator signs in or opens another page.
 */
export function showLoginPage(root: Root): void {
  const openConsole = async (path: string, options?: { replace: boolean }) => {
    // The console needs all its texts and the shared messages from its start (decision 145).
    const [{ showConsole }] = await Promise.all([
      import("./index"),
      loadLocale(currentLocale(), { console: true }),
    ]);
    if (options?.replace) window.history.replaceState(null, "", path);
    else window.history.pushState(null, "", path);
    // Right after signing in, the session holds the login answer's user.
    showConsole(root, options?.replace ? (session.getUser() ?? undefined) : undefined);
  };
  root.render(
    <StrictMode>
      <UiProvider>
        <AppErrorBoundary>
          <StandaloneLogin onNavigate={(path, options) => void openConsole(path, options)} />
        </AppErrorBoundary>
      </UiProvider>
    </StrictMode>,
  );
}

function StandaloneLogin({
  onNavigate,
}: {
  onNavigate: (path: string, options?: { replace: boolean }) => void;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t("auth.login.title"));
  return <LoginScreen onNavigate={onNavigate} />;
}
