import { useViewer } from "../../app/viewer-context.tsx";
import { releaseLeaveGuard } from "../../lib/leave-guard.ts";
import { sitePath } from "../../lib/site-paths.ts";
import { Icon } from "../chrome/icons.tsx";

/** Members-only page for a visitor who is not logged in: continue (register) or log in. */
export function LockScreen() {
  const { snapshot, basePath, query, t } = useViewer();
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
        <a className="mk-lock-primary" href={register} onClick={releaseLeaveGuard}>
          {t("continue")}
        </a>
        <a className="mk-lock-secondary" href={login} onClick={releaseLeaveGuard}>
          {t("login")}
        </a>
      </div>
    </div>
  );
}
