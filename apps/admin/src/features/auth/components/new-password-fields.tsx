import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PasswordChecklist } from "./password-checklist";
import { PasswordField } from "./password-field";

interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  /** What is typed in the password field, ticked off against the rules as it changes. */
  value: string;
  errors: { password: string | undefined; confirm: string | undefined };
  size?: "sm" | "md";
  passwordLabel?: string;
  confirmLabel?: string;
}

/**
 * A new password and its confirmation (sign-up, reset, change). The rules sit under the input, below
 * its error, so the error stays next to the field it is about.
 */
export function NewPasswordFields({
  password,
  confirm,
  value,
  errors,
  size = "md",
  passwordLabel,
  confirmLabel,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        {...password}
        label={passwordLabel ?? t("auth.fields.newPassword")}
        autoComplete="new-password"
        required
        size={size}
        error={errors.password}
        description={<PasswordChecklist value={value} />}
        descriptionProps={{ component: "div" }}
        inputWrapperOrder={["label", "input", "error", "description"]}
      />
      <PasswordField
        {...confirm}
        label={confirmLabel ?? t("auth.fields.confirmPassword")}
        autoComplete="new-password"
        required
        size={size}
        error={errors.confirm}
      />
    </>
  );
}
