import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Skeleton, Stack, Text } from "@mantine/core";
import { type ResetPasswordBody, resetPasswordBody } from "@mekuri/domain";
import { IconLinkOff } from "@tabler/icons-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLeaveConfirmation } from "@/hooks/use-leave-confirmation";
import { isApiError } from "@/lib/api-error";
import { useFieldErrorText } from "@/lib/form-errors";
import { useResetPassword } from "../api/reset-password";
import { useVerifyToken } from "../api/verify-token";
import { useServerErrors } from "../hooks/use-server-errors";
import { FormAlert } from "./form-alert";
import { NewPasswordFields } from "./new-password-fields";
import { SuccessAlert } from "./success-alert";
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
  const { formError, clearFormError, onError } = useServerErrors(setError, fields);
  const { modal, allowLeave } = useLeaveConfirmation(isDirty && !reset.isSuccess);

  const onSubmit = handleSubmit((values) => {
    clearFormError();
    reset.mutate(values, {
      onSuccess: (response) => {
        allowLeave();
        onDone(response.message);
      },
      onError,
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      {modal}
      <UsernameHint username={email} />
      <Stack gap="md">
        <FormAlert message={formError ?? (errors.token ? (errorText(errors.token) ?? null) : null)} />
        <NewPasswordFields
          password={register("password")}
          confirm={register("confirmPassword")}
          value={watch("password")}
          errors={{ password: errorText(errors.password), confirm: errorText(errors.confirmPassword) }}
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
        <SuccessAlert kind="done" title={t("auth.newPassword.doneTitle")}>
          {doneMessage}
        </SuccessAlert>
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
