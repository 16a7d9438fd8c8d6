import { zodResolver } from "@hookform/resolvers/zod";
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { type ForgotPasswordBody, forgotPasswordBody } from "@mekuri/domain";
import { IconArrowLeft } from "@tabler/icons-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFieldErrorText } from "@/lib/form-errors";
import { useForgotPassword } from "../api/forgot-password";
import { useServerErrors } from "../hooks/use-server-errors";
import { EmailField } from "./email-field";
import { FormAlert } from "./form-alert";
import { SuccessAlert } from "./success-alert";

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: "" },
  });
  const { formError, clearFormError, onError } = useServerErrors(setError, ["email"]);

  if (forgot.isSuccess) {
    return (
      <Stack gap="lg">
        <SuccessAlert kind="mailSent" title={t("auth.resetPass.sentTitle")}>
          {forgot.data.message}
        </SuccessAlert>
        <Text size="sm" c="dimmed">
          {t("auth.resetPass.recommendation")}
        </Text>
        <BackToLogin />
      </Stack>
    );
  }

  const onSubmit = handleSubmit((values) => {
    clearFormError();
    forgot.mutate(values, { onError });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <EmailField field={register("email")} autoComplete="email" error={errorText(errors.email)} />
        <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
          {t("auth.resetPass.submit")}
        </Button>
        <BackToLogin />
      </Stack>
    </form>
  );
}
