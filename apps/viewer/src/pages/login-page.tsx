import { type FormEvent, useEffect, useState } from "react";
import { clearMemberToken, memberToken } from "../api/endpoints.ts";
import { releaseLeaveGuard } from "../lib/leave-guard.ts";
import { sitePath } from "../lib/site-paths.ts";
import { flashToast, showToast } from "../lib/toast-store.ts";
import { login, logout } from "./api.ts";
import { EmailInput, PasswordInput } from "./form-controls.tsx";
import { memberEmail, returnPath, storeMember } from "./member-session.ts";
import { usePage } from "./page-context.tsx";
import { FormAlert, PageShell, SubmitButton } from "./page-shell.tsx";
import { useFormFeedback } from "./use-form-feedback.ts";
import { type Errors, emailError, loginPasswordError } from "./validation.ts";

/**
 * Member login: on success the member goes back to the page they came from, now unlocked. A member
 * already logged in sees who they are and can log out here.
 */
export function LoginPage() {
  const { snapshot, basePath, query, t, mounted } = usePage();
  const [member, setMember] = useState<{ email: string | null } | null>(null);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { errors, alert, busy, setBusy, form, check, refuse } = useFormFeedback();
  const register = sitePath(snapshot, basePath, { kind: "page", page: "register" }, query);

  useEffect(() => {
    if (memberToken(snapshot.siteId)) setMember({ email: memberEmail(snapshot.siteId) });
  }, [snapshot]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const emailProblem = emailError(email, t);
    if (emailProblem) found.email = emailProblem;
    const passwordProblem = loginPasswordError(password, t);
    if (passwordProblem) found.password = passwordProblem;
    if (!check(found)) return;
    try {
      const result = await login(snapshot.siteId, email.trim(), password, snapshot.lang);
      storeMember(snapshot.siteId, result.accessToken, result.member.email);
      flashToast(t("loggedIn"));
      releaseLeaveGuard();
      location.assign(returnPath(snapshot, basePath, query));
    } catch (error) {
      refuse(error);
      setBusy(false);
    }
  };

  const signOut = async () => {
    const token = memberToken(snapshot.siteId);
    setBusy(true);
    try {
      if (token) await logout(snapshot.siteId, token, snapshot.lang);
    } catch {
      // The token is dropped here either way: a logout must never leave the visitor logged in.
    } finally {
      clearMemberToken(snapshot.siteId);
      setMember(null);
      setBusy(false);
      showToast(t("loggedOut"));
    }
  };

  if (mounted && member) {
    return (
      <PageShell title={t("login")} back={false}>
        <div className="mk-sp-done" role="status">
          <span className="mk-sp-done-icon" aria-hidden="true">
            ✓
          </span>
          <p className="mk-sp-lead">
            {member.email ? t("loggedInAs", { email: member.email }) : t("loggedIn")}
          </p>
        </div>
        <a className="mk-sp-button" href={returnPath(snapshot, basePath, query)}>
          {t("backToSite")}
        </a>
        <button
          type="button"
          className="mk-sp-button mk-sp-button--secondary"
          onClick={signOut}
          disabled={busy}
        >
          {t("logout")}
        </button>
      </PageShell>
    );
  }

  return (
    <PageShell title={t("login")}>
      <p className="mk-sp-lead">{t("loginLead")}</p>
      <form ref={form} className="mk-sp-form" noValidate onSubmit={submit} aria-label={t("login")}>
        <FormAlert message={alert} />
        <EmailInput autoComplete="username" value={email} onChange={setEmail} error={errors.email} />
        <PasswordInput
          id="password"
          label={t("password")}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          required
        />
        <SubmitButton busy={busy} label={t("loginSubmit")} />
      </form>
      <p className="mk-sp-switch">
        <a href={sitePath(snapshot, basePath, { kind: "page", page: "reset-password" }, query)}>
          {t("forgotPassword")}
        </a>
      </p>
      <p className="mk-sp-switch">
        {t("noAccount")} <a href={register}>{t("toRegister")}</a>
      </p>
    </PageShell>
  );
}
