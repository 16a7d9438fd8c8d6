import { type FormEvent, useEffect, useRef, useState } from "react";
import { releaseLeaveGuard } from "../lib/leave-guard.ts";
import { sitePath } from "../lib/site-paths.ts";
import { flashToast, showToast } from "../lib/toast-store.ts";
import { forgotPassword, resetPassword } from "./api.ts";
import { EmailInput } from "./form-controls.tsx";
import { returnPath, storeMember } from "./member-session.ts";
import { NewPasswordInputs } from "./new-password-inputs.tsx";
import { usePage } from "./page-context.tsx";
import { FormAlert, PageShell, SubmitButton } from "./page-shell.tsx";
import { withoutToken } from "./register-success-page.tsx";
import { useFormFeedback } from "./use-form-feedback.ts";
import { type Errors, emailError, type NewPassword, newPasswordErrors } from "./validation.ts";

/** reset-password: the member gives the address; the server mails a link if it is a member's. */
export function ResetPasswordPage() {
  const { snapshot, basePath, query, t } = usePage();
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const { errors, alert, busy, setBusy, form, check, refuse } = useFormFeedback();
  const login = sitePath(snapshot, basePath, { kind: "page", page: "login" }, query);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const problem = emailError(email, t);
    if (problem) found.email = problem;
    if (!check(found)) return;
    try {
      setSent((await forgotPassword(snapshot.siteId, email.trim(), snapshot.lang)).message);
    } catch (error) {
      refuse(error);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <PageShell title={t("registerSent")}>
        <div className="mk-sp-done" role="status">
          <p className="mk-sp-lead">{sent}</p>
        </div>
        <a className="mk-sp-button mk-sp-button--secondary" href={login}>
          {t("toLogin")}
        </a>
      </PageShell>
    );
  }
  return (
    <PageShell title={t("resetPassword")}>
      <p className="mk-sp-lead">{t("resetLead")}</p>
      <form ref={form} className="mk-sp-form" noValidate onSubmit={submit} aria-label={t("resetPassword")}>
        <FormAlert message={alert} />
        <EmailInput autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
        <SubmitButton busy={busy} label={t("resetSubmit")} />
      </form>
      <p className="mk-sp-switch">
        <a href={login}>{t("toLogin")}</a>
      </p>
    </PageShell>
  );
}

/**
 * new-password: the mailed link lands here with ?token=. The token leaves the address bar at once
 * (it is single-use); without one, a toast says the link is needed (admin.md §2 Auth).
 */
export function NewPasswordPage() {
  const { snapshot, basePath, query, t, mounted } = usePage();
  const token = useRef<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [chosen, setChosen] = useState<NewPassword>({ password: "", confirm: "" });
  const { errors, alert, busy, setBusy, form, check, refuse } = useFormFeedback();
  const rest = withoutToken(query);
  const reset = sitePath(snapshot, basePath, { kind: "page", page: "reset-password" }, rest);

  useEffect(() => {
    if (token.current !== null) return;
    token.current = new URLSearchParams(location.search).get("token") ?? "";
    if (token.current === "") {
      setMissing(true);
      showToast(t("tokenMissing"));
      return;
    }
    history.replaceState(history.state, "", `${location.pathname}${rest ? `?${rest}` : ""}`);
  }, [rest, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check(newPasswordErrors(chosen, t))) return;
    try {
      const result = await resetPassword(
        snapshot.siteId,
        { token: token.current ?? "", password: chosen.password, confirmPassword: chosen.confirm },
        snapshot.lang,
      );
      storeMember(snapshot.siteId, result.accessToken, result.member.email);
      flashToast(t("newPasswordDone"));
      releaseLeaveGuard();
      location.assign(returnPath(snapshot, basePath, rest));
    } catch (error) {
      refuse(error);
      setBusy(false);
    }
  };

  if (mounted && missing) {
    return (
      <PageShell title={t("newPassword")}>
        <div className="mk-sp-notice" role="alert">
          <p>{t("tokenMissing")}</p>
        </div>
        <a className="mk-sp-button mk-sp-button--secondary" href={reset}>
          {t("resetPassword")}
        </a>
      </PageShell>
    );
  }
  return (
    <PageShell title={t("newPassword")}>
      <p className="mk-sp-lead">{t("newPasswordLead")}</p>
      <form ref={form} className="mk-sp-form" noValidate onSubmit={submit} aria-label={t("newPassword")}>
        <FormAlert message={alert} />
        <NewPasswordInputs value={chosen} onChange={setChosen} errors={errors} />
        <SubmitButton busy={busy} label={t("newPasswordSubmit")} />
      </form>
      {alert && (
        <p className="mk-sp-switch">
          <a href={reset}>{t("resetPassword")}</a>
        </p>
      )}
    </PageShell>
  );
}
