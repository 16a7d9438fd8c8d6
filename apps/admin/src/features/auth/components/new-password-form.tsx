import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Skeleton, Stack, Text } from "@mantine/core";
import { type ResetPasswordBody, resetPasswordBody } from "@mekuri/domain";
import { IconCircleCheck, IconLinkOff } from "@tabler/icons-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLeaveConfirmation } from "@/hooks/use-leave-confirmation";
import { isApiError } from "@/lib/api-error";
import { applyServerFieldErrors, useFieldErrorText } from "@/lib/form-errors";
import { useResetPassword } from "../api/reset-password";
import { useVerifyToken } from "../api/verify-token";
import { FormAlert } from "./form-alert";
import { PasswordChecklist } from "./password-checklist";
import { PasswordField } from "./password-field";
import { UsernameHint } from "./username-hint";

const fields = ["password", "confirmPassword"] as const;

function ResetForm({
  token,
  email,
  onDone,
}: {
  token: string;
  email: string;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const { modal, allowLeave } = useLeaveConfirmation(isDirty && !reset.isSuccess);

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    reset.mutate(values, {
      onSuccess: (response) => {
        allowLeave();
        onDone(response.message);
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
      <UsernameHint username={email} />
      <Stack gap="md">
        <FormAlert message={formError ?? (errors.token ? (errorText(errors.token) ?? null) : null)} />
        <PasswordField
          {...register("password")}
          label={t("auth.fields.newPassword")}
          autoComplete="new-password"
          required
          size="md"
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
          size="md"
          error={errorText(errors.confirmPassword)}
        />
        <Button type="submit" size="md" fullWidth loading={reset.isPending} mt="xs">
          {t("auth.newPassword.submit")}
        </Button>
      </Stack>
    </form>
  );
}

function LinkProblem({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Alert
        color="red"
        variant="light"
        icon={<IconLinkOff size={20} aria-hidden />}
        title={title}
        role="alert"
      >
        {message}
      </Alert>
      <Button component={Link} to="/reset-pass" variant="filled" fullWidth size="md">
        {t("auth.newPassword.requestNewLink")}
      </Button>
      <Button component={Link} to="/login" variant="subtle" fullWidth>
        {t("common.backToLogin")}
      </Button>
    </Stack>
  );
}

interface NewPasswordFormProps {
  token: string | null;
  /** The missing-token text (admin.md §2: also shown as a toast by the page). */
  missingTokenMessage: string;
}

/** /new-password: checks the link's token first, then asks for the new password twice. */
export function NewPasswordForm({ token, missingTokenMessage }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const verify = useVerifyToken(token);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  if (!token) return <LinkProblem title={t("auth.newPassword.missingTitle")} message={missingTokenMessage} />;

  if (doneMessage) {
    return (
      <Stack gap="lg">
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={20} aria-hidden />}
          title={t("auth.newPassword.doneTitle")}
          role="status"
        >
          {doneMessage}
        </Alert>
        <Button component={Link} to="/login" size="md" fullWidth>
          {t("auth.newPassword.goToLogin")}
        </Button>
      </Stack>
    );
  }

  if (verify.isPending) {
    return (
      <Stack gap="md" role="status" aria-live="polite">
        <Text size="sm" c="dimmed">
          {t("auth.newPassword.verifying")}
        </Text>
        <Skeleton height={42} radius="md" />
        <Skeleton height={120} radius="md" />
        <Skeleton height={42} radius="md" />
      </Stack>
    );
  }

  if (verify.isError) {
    const message = isApiError(verify.error) ? verify.error.message : t("request.requestError");
    return <LinkProblem title={t("auth.newPassword.invalidTitle")} message={message} />;
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("auth.newPassword.subtitle", { email: verify.data.email })}
      </Text>
      <ResetForm token={token} email={verify.data.email} onDone={setDoneMessage} />
    </Stack>
  );
}
