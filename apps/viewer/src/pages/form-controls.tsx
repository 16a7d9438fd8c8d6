import { type ChangeEvent, type ReactNode, useId, useState } from "react";
import { usePage } from "./page-context.tsx";
import type { Errors, FieldValue, FormField } from "./validation.ts";
import { isEmailField } from "./validation.ts";

/** Label, control, hint and error of one field; the error is tied to the control for screen readers. */
function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const { t } = usePage();
  return (
    <div className={`mk-sp-field${error ? " mk-sp-field--invalid" : ""}`}>
      <label className="mk-sp-label" htmlFor={id}>
        {label}
        {required && (
          <span className="mk-sp-required" aria-hidden="true">
            {t("requiredMark")}
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p className="mk-sp-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="mk-sp-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;

export interface TextInputProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
  required?: boolean;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  placeholder?: string;
  inputMode?: "text" | "email" | "decimal";
}

/** What a text control and a password control share: name, value, and the required/invalid state. */
function inputProps({ id, value, onChange, error, hint, required = false, autoComplete }: TextInputProps) {
  return {
    id,
    name: id,
    className: "mk-sp-input",
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
    required,
    "aria-required": required,
    "aria-invalid": !!error,
    "aria-describedby": describedBy(id, hint, error),
    autoComplete,
  };
}

export function TextInput(props: TextInputProps) {
  const { id, label, error, hint, required = false, type = "text" } = props;
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <input
        {...inputProps(props)}
        type={type}
        placeholder={props.placeholder || undefined}
        inputMode={props.inputMode}
      />
    </FieldFrame>
  );
}

export function PasswordInput(props: Omit<TextInputProps, "type">) {
  const { t } = usePage();
  const [visible, setVisible] = useState(false);
  const { id, label, error, hint, required = false } = props;
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <div className="mk-sp-password">
        <input {...inputProps(props)} type={visible ? "text" : "password"} />
        <button
          type="button"
          className="mk-sp-reveal"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((on) => !on)}
        >
          {t("showPassword")}
        </button>
      </div>
    </FieldFrame>
  );
}

/** The member's or respondent's e-mail address; `autoComplete` tells a login from a new address. */
export function EmailInput(props: {
  value: string;
  onChange(value: string): void;
  error?: string;
  autoComplete: "username" | "email";
}) {
  const { t } = usePage();
  return <TextInput id="email" label={t("email")} type="email" inputMode="email" required {...props} />;
}

/** Every field of a site's form definition, each showing its own answer and error. */
export function DefinedFields({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: FormField[];
  values: Record<string, FieldValue>;
  errors: Errors;
  onChange(values: Record<string, FieldValue>): void;
}) {
  return (
    <>
      {fields.map((field) => (
        <DynamicField
          key={field.id}
          field={field}
          value={values[field.id]}
          onChange={(value) => onChange({ ...values, [field.id]: value })}
          error={errors[field.id]}
        />
      ))}
    </>
  );
}

/** One field of a site's form definition: text, number, a select or a set of checkboxes. */
export function DynamicField({
  field,
  value,
  onChange,
  error,
}: {
  field: FormField;
  value: FieldValue | undefined;
  onChange(value: FieldValue): void;
  error?: string;
}) {
  const { t } = usePage();
  const id = `field-${useId().replace(/:/g, "")}`;
  if (field.typeInput === "SELECT_OPTIONS") {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset
        className={`mk-sp-field mk-sp-choices${error ? " mk-sp-field--invalid" : ""}`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={!!error}
      >
        <legend className="mk-sp-label">
          {field.title}
          {field.isRequired && <span className="mk-sp-required">{t("requiredMark")}</span>}
        </legend>
        {field.options.map((option) => (
          <label key={option.value} className="mk-sp-choice">
            <input
              type="checkbox"
              checked={chosen.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...chosen, option.value]
                    : chosen.filter((entry) => entry !== option.value),
                )
              }
            />
            <span>{option.value}</span>
          </label>
        ))}
        {error && (
          <p className="mk-sp-error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </fieldset>
    );
  }
  const text = typeof value === "string" ? value : "";
  if (field.typeInput === "SELECT") {
    return (
      <FieldFrame id={id} label={field.title} required={field.isRequired} error={error}>
        <select
          id={id}
          className="mk-sp-input mk-sp-select"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          aria-required={field.isRequired}
          aria-invalid={!!error}
          aria-describedby={describedBy(id, undefined, error)}
        >
          <option value="">{field.placeholder || t("choose")}</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.value}
            </option>
          ))}
        </select>
      </FieldFrame>
    );
  }
  const email = isEmailField(field);
  return (
    <TextInput
      id={id}
      label={field.title}
      value={text}
      onChange={onChange}
      error={error}
      required={field.isRequired}
      type={email ? "email" : "text"}
      inputMode={field.typeInput === "NUMBER" ? "decimal" : email ? "email" : undefined}
      autoComplete={email ? "email" : undefined}
      placeholder={field.placeholder}
    />
  );
}
