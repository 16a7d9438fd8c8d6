import { PasswordInput } from "./form-controls.tsx";
import { usePage } from "./page-context.tsx";
import type { Errors, NewPassword } from "./validation.ts";

/** The password a member chooses, with its rules as a hint, and the same again to confirm it. */
export function NewPasswordInputs({
  value,
  onChange,
  errors,
}: {
  value: NewPassword;
  onChange(next: NewPassword): void;
  errors: Errors;
}) {
  const { t } = usePage();
  return (
    <>
      <PasswordInput
        id="password"
        label={t("password")}
        autoComplete="new-password"
        hint={t("passwordHint")}
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
        error={errors.password}
        required
      />
      <PasswordInput
        id="confirmPassword"
        label={t("confirmPassword")}
        autoComplete="new-password"
        value={value.confirm}
        onChange={(confirm) => onChange({ ...value, confirm })}
        error={errors.confirmPassword}
        required
      />
    </>
  );
}
