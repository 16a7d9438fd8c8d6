import { TextInput } from "@mantine/core";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";

interface EmailFieldProps {
  field: UseFormRegisterReturn;
  /** "username" where the address signs in (password managers fill it), "email" where it is new. */
  autoComplete: "email" | "username";
  error: string | undefined;
}

/** The e-mail address of the console's sign-in forms. */
export function EmailField({ field, autoComplete, error }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      {...field}
      label={t("auth.fields.email")}
      placeholder={t("auth.fields.emailPlaceholder")}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      required
      size="md"
      error={error}
    />
  );
}
