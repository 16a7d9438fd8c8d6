import { zodResolver } from "@hookform/resolvers/zod";
import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { type LoginBody, type LoginResponse, loginBody } from "@mekuri/domain";
import { IconLogin2 } from "@tabler/icons-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { paths } from "@/lib/api-rules";
import { useFieldErrorText } from "@/lib/form-errors";
import { useLogin } from "../api/login";
import { useServerErrors } from "../hooks/use-server-errors";
import { EmailField } from "./email-field";
import { FormAlert } from "./form-alert";
import { PasswordField } from "./password-field";

interface LoginFormProps {
  onSuccess: (response: LoginResponse) => void;
  /** Opens another public page (password reset, sign-up) without reloading the console. */
  onNavigate: (path: string) => void;
}

/** A plain left click moves within the console; other clicks (new tab, …) follow the href. */
function inPageLink(path: string, onNavigate: (path: string) => void) {
  return {
    href: path,
    onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onNavigate(path);
    },
  };
}

export function LoginForm({ onSuccess, onNavigate }: LoginFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginBody>({ resolver: zodResolver(loginBody), defaultValues: { email: "", password: "" } });
  const { formError, clearFormError, onError } = useServerErrors(setError, ["email", "password"]);

  const onSubmit = handleSubmit((values) => {
    clearFormError();
    login.mutate(values, { onSuccess, onError });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert title={t("auth.login.errorTitle")} message={formError} />
        <EmailField field={register("email")} autoComplete="username" error={errorText(errors.email)} />
        <PasswordField
          {...register("password")}
          label={t("auth.fields.password")}
          autoComplete="current-password"
          required
          size="md"
          error={errorText(errors.password)}
        />
        <Group justify="flex-end" mt={-4}>
          <Anchor {...inPageLink(paths.resetPass, onNavigate)} size="sm" fw={500}>
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
          <Anchor {...inPageLink(paths.signUp, onNavigate)} fw={500}>
            {t("signUp.signUpLink")}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
