import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Stack } from "@mantine/core";
import { type ChangePasswordBody, changePasswordBody, type LoginResponse } from "@mekuri/domain";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLeaveConfirmation } from "@/hooks/use-leave-confirmation";
import { useFieldErrorText } from "@/lib/form-errors";
import { session } from "@/lib/session";
import { useChangePassword } from "../api/change-password";
import { useServerErrors } from "../hooks/use-server-errors";
import { FormAlert } from "./form-alert";
import { NewPasswordFields } from "./new-password-fields";
import { PasswordField } from "./password-field";
import { UsernameHint } from "./username-hint";

interface ChangePasswordFormProps {
  submitLabel: string;
  /** Called after the password changed and the new tokens are stored; `allowLeave` lifts the leave guard. */
  onSuccess: (response: LoginResponse) => void;
  onCancel?: () => void;
  /** Shown under the current-password field (the first-login page explains it is the one-time password). */
  currentPasswordHint?: string;
  size?: "sm" | "md";
}

const fields = ["currentPassword", "password", "confirmPassword"] as const;

/** Current + new + confirmation, with the rules checklist. The first-login page and the user menu's modal share it. */
export function ChangePasswordForm({
  submitLabel,
  onSuccess,
  onCancel,
  currentPasswordHint,
  size = "md",
}: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBody),
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
  });
  const { formError, clearFormError, onError } = useServerErrors(setError, fields);
  const { modal, allowLeave } = useLeaveConfirmation(isDirty && !change.isSuccess);

  const onSubmit = handleSubmit((values) => {
    clearFormError();
    change.mutate(values, {
      onSuccess: (response) => {
        allowLeave();
        onSuccess(response);
      },
      onError,
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      {modal}
      <UsernameHint username={session.getUser()?.email} />
      <Stack gap="md">
        <FormAlert message={formError} />
        <PasswordField
          {...register("currentPassword")}
          label={t("auth.fields.currentPassword")}
          description={currentPasswordHint}
          autoComplete="current-password"
          required
          size={size}
          error={errorText(errors.currentPassword)}
        />
        <NewPasswordFields
          password={register("password")}
          confirm={register("confirmPassword")}
          value={watch("password")}
          errors={{ password: errorText(errors.password), confirm: errorText(errors.confirmPassword) }}
          size={size}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t("common.cancel")}
            </Button>
          ) : null}
          <Button type="submit" size={size} fullWidth={!onCancel} loading={change.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
