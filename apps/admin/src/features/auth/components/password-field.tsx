import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * A password input whose show/hide button has a name of its own ("Show typed characters"), so it
 * never competes with the field's label ("Password") for assistive tech or label-based queries.
 */
export function PasswordField(props: PasswordInputProps & { ref?: React.Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      {...props}
      visibilityToggleButtonProps={{ "aria-label": t("auth.fields.toggleVisibility") }}
    />
  );
}
