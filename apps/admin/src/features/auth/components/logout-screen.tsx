import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { FullPageLoader } from "@/components/full-page-loader";
import { currentLocale } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";
import { showToast } from "@/lib/notify";
import { useLogout } from "../api/logout";

/** /log-out: revokes the session, clears it locally, says so and hands over to login. */
export function LogoutScreen({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const started = useRef(false);

  useEffect(() => {
    // Once, even under StrictMode's double effects: the refresh token can be revoked only once.
    if (started.current) return;
    started.current = true;
    // Whatever the server answers, the screen says so and moves on; nothing waits for it.
    void logout
      .mutateAsync()
      .catch(() => null)
      .then((response) => {
        showToast(response?.message ?? localizeMessage("auth.loggedOut", currentLocale()), "success");
        onDone();
      });
  }, [logout, onDone]);

  return <FullPageLoader label={t("auth.logout.inProgress")} />;
}
