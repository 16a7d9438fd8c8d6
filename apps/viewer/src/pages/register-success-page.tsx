import { useEffect, useRef, useState } from "react";
import { sitePath } from "../lib/site-paths.ts";
import { confirmRegistration } from "./api.ts";
import { returnPath, storeMember } from "./member-session.ts";
import { usePage } from "./page-context.tsx";
import { Loading, PageShell } from "./page-shell.tsx";
import { runSiteScript } from "./run-site-script.ts";
import { errorText } from "./submission.ts";

type State =
  | { status: "confirming" }
  | { status: "pending" }
  | { status: "done"; message: string }
  | { status: "failed"; message: string };

/** The registration link's page without its one-time token, for every link it shows. */
export function withoutToken(query: string): string {
  const params = new URLSearchParams(query);
  params.delete("token");
  return params.toString();
}

/**
 * The e-mailed link lands here with ?token=: the registration is completed once, the member is
 * logged in, the site's membershipScript runs, and a button leads to the members-only content.
 */
export function RegisterSuccessPage() {
  const { snapshot, basePath, query, t, mounted } = usePage();
  const [state, setState] = useState<State>({ status: "confirming" });
  const started = useRef(false);
  const rest = withoutToken(query);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(location.search).get("token");
    if (!token) {
      setState({ status: "pending" });
      return;
    }
    // The token is single-use: once read, the address no longer shows it.
    history.replaceState(history.state, "", `${location.pathname}${rest ? `?${rest}` : ""}`);
    confirmRegistration(snapshot.siteId, token, snapshot.lang)
      .then((result) => {
        storeMember(snapshot.siteId, result.accessToken, null);
        setState({ status: "done", message: result.message });
        runSiteScript(snapshot.scripts.membershipScript);
      })
      .catch((error: unknown) => setState({ status: "failed", message: errorText(error, t) }));
  }, [snapshot, t, rest]);

  if (!mounted || state.status === "confirming") {
    return (
      <PageShell title={t("register")}>
        <p className="mk-sp-lead">{t("registerConfirming")}</p>
        <Loading />
      </PageShell>
    );
  }
  if (state.status === "done") {
    return (
      <PageShell title={t("registerSuccess")}>
        <div className="mk-sp-done" role="status">
          <span className="mk-sp-done-icon" aria-hidden="true">
            ✓
          </span>
          <p className="mk-sp-lead">{state.message}</p>
        </div>
        <a className="mk-sp-button" href={returnPath(snapshot, basePath, rest, true)}>
          {t("toMembersContent")}
        </a>
      </PageShell>
    );
  }
  const register = sitePath(snapshot, basePath, { kind: "page", page: "register" }, rest);
  if (state.status === "pending") {
    return (
      <PageShell title={t("registerPending")}>
        <p className="mk-sp-lead">{t("registerPendingBody")}</p>
        <a className="mk-sp-button mk-sp-button--secondary" href={register}>
          {t("register")}
        </a>
      </PageShell>
    );
  }
  return (
    <PageShell title={t("register")}>
      <div className="mk-sp-notice" role="alert">
        <p>{state.message}</p>
      </div>
      <a className="mk-sp-button mk-sp-button--secondary" href={register}>
        {t("register")}
      </a>
    </PageShell>
  );
}
