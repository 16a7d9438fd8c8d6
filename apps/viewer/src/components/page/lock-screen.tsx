import { useCell, useViewer } from "../../app/viewer-context.tsx";
import { writeCookie } from "../../lib/cookies.ts";
import { releaseLeaveGuard } from "../../lib/leave-guard.ts";
import { codeOfCell } from "../../lib/navigation.ts";
import { sitePath } from "../../lib/site-paths.ts";
import { Icon } from "../chrome/icons.tsx";

/**
 * Members-only page for a visitor who is not logged in: continue (register) or log in. The position
 * cookie names this page, so login and registration bring the visitor back to it.
 */
export function LockScreen() {
  const { snapshot, basePath, query, t } = useViewer();
  const cell = useCell();
  const leave = () => {
    writeCookie("position", codeOfCell(snapshot, cell), { path: basePath || "/" });
    releaseLeaveGuard();
  };
  const register = sitePath(snapshot, basePath, { kind: "page", page: "register" }, query);
  const login = sitePath(snapshot, basePath, { kind: "page", page: "login" }, query);
  return (
    <div className="mk-lock">
      <div className="mk-lock-card">
        <span className="mk-lock-icon">
          <Icon name="lock" size={26} />
        </span>
        <h2 className="mk-lock-title">{t("lockedTitle")}</h2>
        <p className="mk-lock-body">{t("lockedBody")}</p>
        <a className="mk-lock-primary" href={register} onClick={leave}>
          {t("continue")}
        </a>
        <a className="mk-lock-secondary" href={login} onClick={leave}>
          {t("login")}
        </a>
      </div>
    </div>
  );
}
