import { type Locale, locales } from "@domain/i18n/locales.ts";
import { translate } from "@domain/i18n/messages.ts";
import { emailMaxLength } from "@domain/rules/email.ts";
import { currentPasswordMaxLength } from "@domain/rules/password.ts";

/** The lock form's refusals in one language: the server's own messages for the same rules. */
export interface LockFieldMessages {
  required: string;
  invalidEmail: string;
  emailTooLong: string;
  passwordTooLong: string;
}

/**
 * Written into the preview page by the server in every language the lock form may speak, so the
 * browser never downloads the whole message catalogue for four sentences.
 */
export function lockFieldMessages(): Record<Locale, LockFieldMessages> {
  const of = (locale: Locale): LockFieldMessages => ({
    required: translate("validation.required", locale),
    invalidEmail: translate("validation.email", locale),
    emailTooLong: translate("validation.maxLength", locale, { max: emailMaxLength }),
    passwordTooLong: translate("validation.maxLength", locale, { max: currentPasswordMaxLength }),
  });
  return Object.fromEntries(locales.map((locale) => [locale, of(locale)])) as Record<
    Locale,
    LockFieldMessages
  >;
}
