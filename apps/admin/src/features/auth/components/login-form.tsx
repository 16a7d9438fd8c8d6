import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import type { LoginBody, LoginResponse } from "@mekuri/domain";
import { IconLogin2 } from "@tabler/icons-react";
import { type FormEvent, useRef, useState } from "react";
import type { UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { paths } from "@/lib/api-rules";
import { useLocale } from "@/lib/i18n";
import { usePrefetchWhenIdle } from "@/lib/lazy-with-preload";
import { localizeMessage } from "@/lib/messages";
import { useLogin } from "../api/login";
import { useServerErrors } from "../hooks/use-server-errors";
import { type CheckLogin, loadLoginRules, prefetchLoginRules } from "../lib/load-login-rules";
import type { LoginField, LoginFieldErrors } from "../lib/login-rules";
import { EmailField } from "./email-field";
import { FormAlert } from "./form-alert";
import { PasswordField } from "./password-field";

interface LoginFormProps {
  onSuccess: (response: LoginResponse) => void;
  /** Opens another public page (password reset, sign-up) without reloading the console. */
  onNavigate: (path: string) => void;
}

const fields: readonly LoginField[] = ["email", "password"];

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

function valuesOf(form: HTMLFormElement): LoginBody {
  const data = new FormData(form);
  return { email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") };
}

/**
 * The two-field form without a form library (decision 145): the shared schema's rules download on
 * first input or idle, are applied on submit and, after a refused submit, again as a field changes
 * (the other forms' behaviour); the server's field errors go next to their fields.
 */
export function LoginForm({ onSuccess, onNavigate }: LoginFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const login = useLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [check, setCheck] = useState<CheckLogin | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [checking, setChecking] = useState(false);
  const [loadFailure, setLoadFailure] = useState<{ error: unknown } | null>(null);
  const setError: UseFormSetError<LoginBody> = (field, error) =>
    setErrors((current) => ({ ...current, [field]: error.message }));
  const { formError, clearFormError, onError } = useServerErrors(setError, fields);
  usePrefetchWhenIdle([() => prefetchLoginRules(locale)]);
  // The error boundary shows the chunk-load page, as for any part that cannot download.
  if (loadFailure) throw loadFailure.error;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    clearFormError();
    setChecking(true);
    let rules: CheckLogin;
    try {
      rules = await loadLoginRules(locale);
    } catch (error) {
      setLoadFailure({ error });
      return;
    } finally {
      setChecking(false);
    }
    setCheck(() => rules);
    setSubmitted(true);
    const result = rules(valuesOf(form));
    if (!result.ok) {
      setErrors(result.errors);
      const first = fields.find((field) => result.errors[field] !== undefined);
      if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    login.mutate(result.body, { onSuccess, onError });
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name as LoginField;
    if (!submitted || !check || !fields.includes(field) || !formRef.current) return;
    const result = check(valuesOf(formRef.current));
    setErrors((current) => ({ ...current, [field]: result.ok ? undefined : result.errors[field] }));
  };

  const errorText = (field: LoginField) => {
    const message = errors[field];
    return message ? localizeMessage(message, locale) : undefined;
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void onSubmit(event)}
      onChange={onChange}
      onInput={() => prefetchLoginRules(locale)}
      noValidate
    >
      <Stack gap="md">
        <FormAlert title={t("auth.login.errorTitle")} message={formError} />
        <EmailField field={{ name: "email" }} autoComplete="username" error={errorText("email")} />
        <PasswordField
          name="password"
          label={t("auth.fields.password")}
          autoComplete="current-password"
          required
          size="md"
          error={errorText("password")}
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
          loading={checking || login.isPending}
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
