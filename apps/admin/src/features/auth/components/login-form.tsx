import { zodResolver } from "@hookform/resolvers/zod";
import { Anchor, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { type LoginBody, type LoginResponse, loginBody } from "@mekuri/domain";
import { IconLogin2 } from "@tabler/icons-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "@/lib/api-error";
import { paths } from "@/lib/api-rules";
import { applyServerFieldErrors, useFieldErrorText } from "@/lib/form-errors";
import { useLogin } from "../api/login";
import { FormAlert } from "./form-alert";
import { PasswordField } from "./password-field";

export function LoginForm({ onSuccess }: { onSuccess: (response: LoginResponse) => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginBody>({ resolver: zodResolver(loginBody), defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    login.mutate(values, {
      onSuccess,
      onError: (error) => {
        if (!isApiError(error) || error.isTransportError) return;
        if (!applyServerFieldErrors(error, setError, ["email", "password"])) setFormError(error.message);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert title={t("auth.login.errorTitle")} message={formError} />
        <TextInput
          {...register("email")}
          label={t("auth.fields.email")}
          placeholder={t("auth.fields.emailPlaceholder")}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          size="md"
          error={errorText(errors.email)}
        />
        <PasswordField
          {...register("password")}
          label={t("auth.fields.password")}
          autoComplete="current-password"
          required
          size="md"
          error={errorText(errors.password)}
        />
        <Group justify="flex-end" mt={-4}>
          <Anchor component={Link} to="/reset-pass" size="sm" fw={500}>
            {t("auth.login.forgotPassword")}
          </Anchor>
        </Group>
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={login.isPending}
          leftSection={<IconLogin2 size={18} aria-hidden />}
        >
          {t("auth.login.submit")}
        </Button>
        <Text size="sm" ta="center">
          {t("signUp.noLogin")}{" "}
          <Anchor component={Link} to={paths.signUp} fw={500}>
            {t("signUp.signUpLink")}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
