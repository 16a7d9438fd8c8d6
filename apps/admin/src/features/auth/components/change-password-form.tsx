import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Stack } from "@mantine/core";
import { type ChangePasswordBody, changePasswordBody, type LoginResponse } from "@mekuri/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLeaveConfirmation } from "@/hooks/use-leave-confirmation";
import { isApiError } from "@/lib/api-error";
import { applyServerFieldErrors, useFieldErrorText } from "@/lib/form-errors";
import { session } from "@/lib/session";
import { useChangePassword } from "../api/change-password";
import { FormAlert } from "./form-alert";
import { PasswordChecklist } from "./password-checklist";
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
  const [formError, setFormError] = useState<string | null>(null);
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
  const { modal, allowLeave } = useLeaveConfirmation(isDirty && !change.isSuccess);

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    change.mutate(values, {
      onSuccess: (response) => {
        allowLeave();
        onSuccess(response);
      },
      onError: (error) => {
        if (!isApiError(error) || error.isTransportError) return;
        if (!applyServerFieldErrors(error, setError, fields)) setFormError(error.message);
      },
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
        <PasswordField
          {...register("password")}
          label={t("auth.fields.newPassword")}
          autoComplete="new-password"
          required
          size={size}
          error={errorText(errors.password)}
          description={<PasswordChecklist value={watch("password")} />}
          descriptionProps={{ component: "div" }}
          inputWrapperOrder={["label", "input", "error", "description"]}
        />
        <PasswordField
          {...register("confirmPassword")}
          label={t("auth.fields.confirmPassword")}
          autoComplete="new-password"
          required
          size={size}
          error={errorText(errors.confirmPassword)}
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
