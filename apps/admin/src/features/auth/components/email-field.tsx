import { TextInput, type TextInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface EmailFieldProps {
  /** The input's name and handlers: a form library's registration, or a plain name. */
  field: Pick<TextInputProps, "name" | "onChange" | "onBlur"> & { ref?: React.Ref<HTMLInputElement> };
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
