import { zodResolver } from "@hookform/resolvers/zod";
import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { type SignUpBody, signUpBody } from "@mekuri/domain";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/lib/api-rules";
import { useFieldErrorText } from "@/lib/form-errors";
import { useSignUp } from "../api/sign-up";
import { useServerErrors } from "../hooks/use-server-errors";
import { EmailField } from "./email-field";
import { FormAlert } from "./form-alert";
import { NewPasswordFields } from "./new-password-fields";
import { SuccessAlert } from "./success-alert";

const fields = ["companyName", "contactName", "email", "password", "confirmPassword"] as const;

/** Decision 057: a company asks for a self-service trial; the mailed link makes its account. */
export function SignUpForm() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const signUp = useSignUp();
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
  const { formError, clearFormError, onError } = useServerErrors(setError, fields);

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
        <SuccessAlert kind="mailSent" title={t("signUp.sentTitle")}>
          {signUp.data.message}
        </SuccessAlert>
        {toLogin}
      </Stack>
    );
  }

  const onSubmit = handleSubmit((values) => {
    clearFormError();
    signUp.mutate(values, { onError });
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
        <EmailField field={register("email")} autoComplete="email" error={errorText(errors.email)} />
        <NewPasswordFields
          password={register("password")}
          confirm={register("confirmPassword")}
          value={watch("password")}
          errors={{ password: errorText(errors.password), confirm: errorText(errors.confirmPassword) }}
          passwordLabel={t("auth.fields.password")}
          confirmLabel={t("signUp.confirmPassword")}
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
