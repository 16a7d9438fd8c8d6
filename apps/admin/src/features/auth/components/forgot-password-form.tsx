import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { type ForgotPasswordBody, forgotPasswordBody } from "@mekuri/domain";
import { IconArrowLeft, IconMailCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "@/lib/api-error";
import { applyServerFieldErrors, useFieldErrorText } from "@/lib/form-errors";
import { useForgotPassword } from "../api/forgot-password";
import { FormAlert } from "./form-alert";

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to="/login"
      size="sm"
      fw={500}
      style={{ display: "inline-flex", gap: 6, alignItems: "center" }}
    >
      <IconArrowLeft size={16} aria-hidden />
      {t("common.backToLogin")}
    </Anchor>
  );
}

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const forgot = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: "" },
  });

  if (forgot.isSuccess) {
    return (
      <Stack gap="lg">
        <Alert
          color="teal"
          variant="light"
          icon={<IconMailCheck size={20} aria-hidden />}
          title={t("auth.resetPass.sentTitle")}
          role="status"
        >
          {forgot.data.message}
        </Alert>
        <Text size="sm" c="dimmed">
          {t("auth.resetPass.recommendation")}
        </Text>
        <BackToLogin />
      </Stack>
    );
  }

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    forgot.mutate(values, {
      onError: (error) => {
        if (!isApiError(error) || error.isTransportError) return;
        if (!applyServerFieldErrors(error, setError, ["email"])) setFormError(error.message);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput
          {...register("email")}
          label={t("auth.fields.email")}
          placeholder={t("auth.fields.emailPlaceholder")}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          size="md"
          error={errorText(errors.email)}
        />
        <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
          {t("auth.resetPass.submit")}
        </Button>
        <BackToLogin />
      </Stack>
    </form>
  );
}
