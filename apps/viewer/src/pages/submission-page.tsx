import { type FormEvent, useEffect, useRef, useState } from "react";
import { releaseLeaveGuard } from "../lib/leave-guard.ts";
import { sitePath } from "../lib/site-paths.ts";
import { submitForm } from "./api.ts";
import { CompanyTerms } from "./company-terms.tsx";
import { DefinedFields } from "./form-controls.tsx";
import { usePage } from "./page-context.tsx";
import { FormAlert, PageShell, PendingPage, SubmitButton } from "./page-shell.tsx";
import { runSiteScript } from "./run-site-script.ts";
import { newIdempotencyKey } from "./submission.ts";
import { useFormFeedback } from "./use-form-feedback.ts";
import { useFormSetting } from "./use-form-setting.ts";
import { type FieldValue, formPayload, initialValues, validateFields } from "./validation.ts";

const copy = {
  contact: { title: "contact", lead: "contactLead", success: "contact-success" },
  homepage: { title: "forms", lead: "formsLead", success: "form-success" },
} as const;

/**
 * The contact form and the homepage form, drawn from the site's definition. Locked when the
 * creator's plan lacks settingFormContact (viewer.md §6). One idempotency key per submit attempt:
 * sending the same answers again after a failure reuses it, so the server stores one submission.
 */
export function SubmissionPage({ kind }: { kind: "contact" | "homepage" }) {
  const { snapshot, basePath, query, t } = usePage();
  const { state, retry } = useFormSetting(kind);
  const [values, setValues] = useState<Record<string, FieldValue> | null>(null);
  const [agreed, setAgreed] = useState(false);
  const { errors, alert, busy, setBusy, form, check, refuse, focusInvalid } = useFormFeedback();
  const attemptKey = useRef<string | null>(null);
  const { title, lead, success } = copy[kind];

  if (state.status !== "ready") return <PendingPage title={t(title)} state={state} onRetry={retry} />;
  const { setting } = state;
  if (setting.locked || !snapshot.plan.settingFormContact) {
    return (
      <PageShell title={t(title)}>
        <div className="mk-sp-notice" role="status">
          <p>{t("formLocked")}</p>
        </div>
      </PageShell>
    );
  }
  const fields = setting.fields;
  const current = values ?? initialValues(fields);
  const change = (next: Record<string, FieldValue>) => {
    // Different answers are a new attempt.
    attemptKey.current = null;
    setValues(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateFields(fields, current, t);
    if (setting.agreementRequired && !agreed) found.agreed = t("agreeRequired");
    if (!check(found)) return;
    attemptKey.current ??= newIdempotencyKey();
    try {
      await submitForm(
        snapshot.siteId,
        kind,
        { data: formPayload(fields, current), ...(setting.agreementRequired ? { agreed } : {}) },
        snapshot.lang,
        attemptKey.current,
      );
      releaseLeaveGuard();
      location.assign(sitePath(snapshot, basePath, { kind: "page", page: success }, query));
    } catch (error) {
      refuse(error);
      setBusy(false);
      focusInvalid();
    }
  };

  return (
    <PageShell title={t(title)}>
      <p className="mk-sp-lead">{t(lead)}</p>
      <form ref={form} className="mk-sp-form" noValidate onSubmit={submit} aria-label={t(title)}>
        <FormAlert message={alert} />
        <DefinedFields fields={fields} values={current} errors={errors} onChange={change} />
        <CompanyTerms
          company={setting.company}
          agreementRequired={setting.agreementRequired}
          agreed={agreed}
          onAgree={setAgreed}
          error={errors.agreed}
        />
        <SubmitButton busy={busy} label={t("send")} />
      </form>
    </PageShell>
  );
}

/** After a contact or form submission: the promise of a reply within 24 hours, and the site's script. */
export function SubmissionSuccessPage({ kind }: { kind: "contact" | "homepage" }) {
  const { snapshot, basePath, query, t } = usePage();
  const script = kind === "contact" ? snapshot.scripts.contactScript : snapshot.scripts.formScript;
  useEffect(() => runSiteScript(script), [script]);
  return (
    <PageShell title={t(kind === "contact" ? "contactSuccess" : "formSuccess")} back={false}>
      <div className="mk-sp-done">
        <span className="mk-sp-done-icon" aria-hidden="true">
          ✓
        </span>
        <p className="mk-sp-lead">{t("replyPromise")}</p>
      </div>
      <a className="mk-sp-button" href={sitePath(snapshot, basePath, { kind: "topic" }, query)}>
        {t("backToSite")}
      </a>
    </PageShell>
  );
}
