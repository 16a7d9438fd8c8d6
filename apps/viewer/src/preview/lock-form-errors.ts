import type { Locale } from "@domain/i18n/locales.ts";
import { translate } from "@domain/i18n/messages.ts";
import { emailMaxLength, isValidEmail } from "@domain/rules/email.ts";
import { currentPasswordMaxLength } from "@domain/rules/password.ts";

export interface LockFormErrors {
  email?: string;
  password?: string;
}

/**
 * The preview lock form's checks, with the server's limits and messages (previewLoginBody and the
 * passcode header): what is typed is refused with a reason, never cut to fit. `email` is null when
 * the form does not ask for it.
 */
export function lockFormErrors(
  values: { email: string | null; password: string },
  locale: Locale,
): LockFormErrors {
  const errors: LockFormErrors = {};
  if (values.email !== null) {
    const email = values.email.trim();
    if (email === "") errors.email = translate("validation.required", locale);
    else if (email.length > emailMaxLength)
      errors.email = translate("validation.maxLength", locale, { max: emailMaxLength });
    else if (!isValidEmail(email)) errors.email = translate("validation.email", locale);
  }
  if (values.password === "") errors.password = translate("validation.required", locale);
  else if (values.password.length > currentPasswordMaxLength)
    errors.password = translate("validation.maxLength", locale, { max: currentPasswordMaxLength });
  return errors;
}
