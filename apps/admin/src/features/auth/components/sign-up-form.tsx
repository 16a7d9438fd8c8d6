import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { type SignUpBody, signUpBody } from "@mekuri/domain";
import { IconMailCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "@/lib/api-error";
import { paths } from "@/lib/api-rules";
import { applyServerFieldErrors, useFieldErrorText } from "@/lib/form-errors";
import { useSignUp } from "../api/sign-up";
import { FormAlert } from "./form-alert";
import { PasswordChecklist } from "./password-checklist";
import { PasswordField } from "./password-field";

const fields = ["companyName", "contactName", "email", "password", "confirmPassword"] as const;

/** Decision 057: a company asks for a self-service trial; the mailed link makes its account. */
export function SignUpForm() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<SignUpBody>({
    resolver: zodResolver(signUpBody),
    defaultValues: { companyName: "", contactName: "", email: "", password: "", confirmPassword: "" },
  });

  const toLogin = (
    <Text size="sm" ta="center">
      {t("signUp.haveLogin")}{" "}
      <Anchor component={Link} to={paths.login} fw={500}>
        {t("signUp.loginLink")}
      </Anchor>
    </Text>
  );

  if (signUp.isSuccess) {
    return (
      <Stack gap="lg">
        <Alert
          color="teal"
          variant="light"
          icon={<IconMailCheck size={20} aria-hidden />}
          title={t("signUp.sentTitle")}
          role="status"
        >
          {signUp.data.message}
        </Alert>
        {toLogin}
      </Stack>
    );
  }

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    signUp.mutate(values, {
      onError: (error) => {
        if (!isApiError(error) || error.isTransportError) return;
        if (!applyServerFieldErrors(error, setError, fields)) setFormError(error.message);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput
          {...register("companyName")}
          label={t("signUp.companyName")}
          autoComplete="organization"
          required
          size="md"
          error={errorText(errors.companyName)}
        />
        <TextInput
          {...register("contactName")}
          label={t("signUp.contactName")}
          autoComplete="name"
          required
          size="md"
          error={errorText(errors.contactName)}
        />
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
        <PasswordField
          {...register("password")}
          label={t("auth.fields.password")}
          autoComplete="new-password"
          required
          size="md"
          description={<PasswordChecklist value={watch("password")} />}
          error={errorText(errors.password)}
        />
        <PasswordField
          {...register("confirmPassword")}
          label={t("signUp.confirmPassword")}
          autoComplete="new-password"
          required
          size="md"
          error={errorText(errors.confirmPassword)}
        />
        <Text size="sm" c="dimmed">
          {t("signUp.trialNote")}
        </Text>
        <Button type="submit" size="md" fullWidth loading={signUp.isPending}>
          {t("signUp.submit")}
        </Button>
        {toLogin}
      </Stack>
    </form>
  );
}
