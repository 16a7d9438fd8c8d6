import type { SiteSnapshot } from "@mekuri/domain";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../api/client.ts";
import { ViewerApp } from "../app/viewer-app.tsx";
import { catalogueFor } from "../lib/messages.ts";
import type { LockFieldMessages } from "./lock-field-messages.ts";
import { type LockFormErrors, lockFormErrors } from "./lock-form-errors.ts";
import {
  fetchPreview,
  fetchPreviewNotifications,
  fetchShareStatus,
  type PreviewShareStatus,
  previewLogin,
  storePreviewToken,
  takePreviewToken,
} from "./preview-api.ts";
import type { PreviewData } from "./preview-data.ts";
import { previewLocaleOf, previewMessagesFor } from "./preview-messages.ts";
import "./preview.css";

type State =
  | { kind: "loading" }
  | { kind: "ready"; snapshot: SiteSnapshot }
  | { kind: "locked"; status: PreviewShareStatus; message: string | null };

const notShared: PreviewShareStatus = { shared: false, isPrivate: false, hasPassword: false };

/**
 * The preview page (viewer.md §2, §6, §8): the site's draft in the viewer under a "preview" banner,
 * or the lock form a private or protected share asks for.
 */
export function PreviewApp({ siteId, lang, fieldMessages }: PreviewData) {
  const locale = previewLocaleOf(lang || navigator.language || "ja");
  const m = previewMessagesFor(locale);
  const [state, setState] = useState<State>({ kind: "loading" });
  const token = useRef<string | null>(null);
  const password = useRef<string | null>(null);
  const loadNotifications = useCallback(
    () => fetchPreviewNotifications(siteId, { token: token.current, password: password.current }),
    [siteId],
  );

  const load = useCallback(
    async (passcode: string | null) => {
      const lang = new URLSearchParams(location.search).get("lang");
      try {
        const snapshot = await fetchPreview(siteId, { token: token.current, password: passcode, lang });
        password.current = passcode;
        setState({ kind: "ready", snapshot });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (!(error instanceof ApiError) || error.status !== 401) {
          setState({ kind: "locked", status: notShared, message });
          return;
        }
        // viewer.md §8: a preview 401 clears the preview token; the lock form takes over.
        token.current = null;
        storePreviewToken(siteId, null);
        const status = await fetchShareStatus(siteId).catch(() => notShared);
        setState({ kind: "locked", status, message: passcode || !status.shared ? message : null });
      }
    },
    [siteId],
  );

  useEffect(() => {
    token.current = takePreviewToken(siteId);
    void load(null);
  }, [siteId, load]);

  const login = async (email: string, password: string) => {
    try {
      const result = await previewLogin(siteId, email, password);
      token.current = result.token;
      storePreviewToken(siteId, result.token);
      await load(null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setState((current) => (current.kind === "locked" ? { ...current, message } : current));
    }
  };

  if (state.kind === "loading") {
    return (
      <p className="mk-preview-loading" role="status">
        {m.loading}
      </p>
    );
  }
  if (state.kind === "locked") {
    return (
      <LockForm
        status={state.status}
        message={state.message}
        messages={fieldMessages[locale]}
        m={m}
        onLogin={login}
        onPassword={load}
      />
    );
  }
  const query = location.search.slice(1);
  return (
    <>
      <div className="mk-preview-banner" role="status">
        <strong>{m.banner}</strong> {m.bannerNote}
      </div>
      <ViewerApp
        snapshot={state.snapshot}
        messages={catalogueFor(state.snapshot.lang)}
        position={new URLSearchParams(query).get("position") ?? "A1"}
        basePath={`/sites/${siteId}`}
        query={query}
        preview
        loadNotifications={loadNotifications}
      />
    </>
  );
}

function LockForm({
  status,
  message,
  messages,
  m,
  onLogin,
  onPassword,
}: {
  status: PreviewShareStatus;
  message: string | null;
  messages: LockFieldMessages;
  m: ReturnType<typeof previewMessagesFor>;
  onLogin: (email: string, password: string) => Promise<void>;
  onPassword: (password: string) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<LockFormErrors>({});
  const withEmail = status.isPrivate;
  const withPassword = status.shared && (status.isPrivate || status.hasPassword);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = withEmail ? String(data.get("email") ?? "") : null;
    const password = String(data.get("password") ?? "");
    const found = lockFormErrors({ email, password }, messages);
    setErrors(found);
    const invalid = Object.keys(found)[0];
    if (invalid) {
      form.querySelector<HTMLInputElement>(`input[name="${invalid}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      if (email !== null) await onLogin(email, password);
      else await onPassword(password);
    } finally {
      setBusy(false);
    }
  };

  const title = withEmail ? m.privateTitle : withPassword ? m.passwordTitle : m.notSharedTitle;
  return (
    <main className="mk-preview-lock">
      <form
        className="mk-preview-lock__card"
        onSubmit={submit}
        noValidate
        aria-labelledby="mk-preview-lock-title"
      >
        <svg className="mk-preview-lock__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h1Zm2 0h6V7a3 3 0 0 0-6 0v3Z" />
        </svg>
        <h1 id="mk-preview-lock-title">{title}</h1>
        {withPassword && <p>{withEmail ? m.privateBody : m.passwordBody}</p>}
        {message && (
          <p className="mk-preview-lock__error" role="alert">
            {message}
          </p>
        )}
        {withEmail && (
          <LockField name="email" type="email" autoComplete="email" label={m.email} error={errors.email} />
        )}
        {withPassword && (
          <>
            <LockField
              name="password"
              type="password"
              autoComplete="current-password"
              label={m.password}
              error={errors.password}
            />
            <button type="submit" disabled={busy}>
              {withEmail ? m.login : m.open}
            </button>
          </>
        )}
      </form>
    </main>
  );
}

function LockField({
  name,
  type,
  autoComplete,
  label,
  error,
}: {
  name: string;
  type: string;
  autoComplete: string;
  label: string;
  error: string | undefined;
}) {
  const errorId = `mk-preview-lock-${name}-error`;
  return (
    <label>
      {label}
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <span id={errorId} className="mk-preview-lock__field-error">
          {error}
        </span>
      )}
    </label>
  );
}
