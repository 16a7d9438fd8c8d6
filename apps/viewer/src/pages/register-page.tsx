import { type FormEvent, useState } from "react";
import { sitePath } from "../lib/site-paths.ts";
import { showToast } from "../lib/toast-store.ts";
import { register, resendRegisterEmail } from "./api.ts";
import { CompanyTerms } from "./company-terms.tsx";
import { DefinedFields, EmailInput } from "./form-controls.tsx";
import { NewPasswordInputs } from "./new-password-inputs.tsx";
import { usePage } from "./page-context.tsx";
import { FormAlert, PageShell, PendingPage, SubmitButton } from "./page-shell.tsx";
import { errorText } from "./submission.ts";
import { useFormFeedback } from "./use-form-feedback.ts";
import { useFormSetting } from "./use-form-setting.ts";
import {
  type Errors,
  emailError,
  type FieldValue,
  type FormField,
  formPayload,
  initialValues,
  type NewPassword,
  newPasswordErrors,
  validateFields,
} from "./validation.ts";

/** The membership form always asks for these itself; a definition listing them does not repeat them. */
const ownFields = new Set(["email", "password", "confirmpassword", "confirm_password", "passwordconfirm"]);
const extraFields = (fields: FormField[]) => fields.filter((field) => !ownFields.has(field.id.toLowerCase()));

/** Registration (viewer.md §4 Membership): temporary registration, then the e-mailed link completes it. */
export function RegisterPage() {
  const { snapshot, basePath, query, t } = usePage();
  const { state, retry } = useFormSetting("membership");
  const [email, setEmail] = useState("");
  const [chosen, setChosen] = useState<NewPassword>({ password: "", confirm: "" });
  const [values, setValues] = useState<Record<string, FieldValue> | null>(null);
  const [agreed, setAgreed] = useState(false);
  const { errors, alert, busy, setBusy, form, check, refuse, focusInvalid } = useFormFeedback();
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const login = sitePath(snapshot, basePath, { kind: "page", page: "login" }, query);

  if (state.status !== "ready") return <PendingPage title={t("register")} state={state} onRetry={retry} />;
  const { setting } = state;
  const fields = extraFields(setting.fields);
  const current = values ?? initialValues(fields);

  if (sentTo) return <RegisterSent email={sentTo.email} message={sentTo.message} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = { ...validateFields(fields, current, t), ...newPasswordErrors(chosen, t) };
    const checks = {
      email: emailError(email, t),
      agreed: setting.agreementRequired && !agreed ? t("agreeRequired") : undefined,
    };
    for (const [key, message] of Object.entries(checks)) if (message) found[key] = message;
    if (!check(found)) return;
    try {
      const result = await register(
        snapshot.siteId,
        {
          email: email.trim(),
          password: chosen.password,
          confirmPassword: chosen.confirm,
          data: formPayload(fields, current),
          ...(setting.agreementRequired ? { agreed } : {}),
        },
        snapshot.lang,
      );
      setSentTo({ email: email.trim(), message: result.message });
    } catch (error) {
      refuse(error);
      focusInvalid();
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageShell title={t("register")}>
      <p className="mk-sp-lead">{t("registerLead")}</p>
      <form ref={form} className="mk-sp-form" noValidate onSubmit={submit} aria-label={t("register")}>
        <FormAlert message={alert} />
        <EmailInput autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
        <NewPasswordInputs value={chosen} onChange={setChosen} errors={errors} />
        <DefinedFields fields={fields} values={current} errors={errors} onChange={setValues} />
        <CompanyTerms
          company={setting.company}
          agreementRequired={setting.agreementRequired}
          agreed={agreed}
          onAgree={setAgreed}
          error={errors.agreed}
        />
        <SubmitButton busy={busy} label={t("registerSubmit")} />
      </form>
      <p className="mk-sp-switch">
        {t("haveAccount")} <a href={login}>{t("loginSubmit")}</a>
      </p>
    </PageShell>
  );
}

/** After the temporary registration: check the mail, or have it sent again. */
function RegisterSent({ email, message }: { email: string; message: string }) {
  const { snapshot, t } = usePage();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      const result = await resendRegisterEmail(snapshot.siteId, email, snapshot.lang);
      showToast(result.message);
    } catch (error) {
      showToast(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageShell title={t("registerSent")}>
      <div className="mk-sp-done" role="status">
        <span className="mk-sp-done-icon" aria-hidden="true">
          ✉
        </span>
        <p className="mk-sp-lead">{message}</p>
        <p>{t("registerSentBody", { email })}</p>
      </div>
      <p className="mk-sp-switch">
        {t("resendQuestion")}{" "}
        <button type="button" className="mk-sp-text-button" onClick={resend} disabled={busy}>
          {t("resend")}
        </button>
      </p>
    </PageShell>
  );
}
