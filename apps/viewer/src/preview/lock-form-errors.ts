import { emailMaxLength, isValidEmail } from "@domain/rules/email.ts";
import { currentPasswordMaxLength } from "@domain/rules/password.ts";
import type { LockFieldMessages } from "./lock-field-messages.ts";

export interface LockFormErrors {
  email?: string;
  password?: string;
}

/**
 * The preview lock form's checks, with the server's limits (previewLoginBody and the passcode
 * header): what is typed is refused with a reason, never cut to fit. `email` is null when the form
 * does not ask for it.
 */
export function lockFormErrors(
  values: { email: string | null; password: string },
  messages: LockFieldMessages,
): LockFormErrors {
  const errors: LockFormErrors = {};
  if (values.email !== null) {
    const email = values.email.trim();
    if (email === "") errors.email = messages.required;
    else if (email.length > emailMaxLength) errors.email = messages.emailTooLong;
    else if (!isValidEmail(email)) errors.email = messages.invalidEmail;
  }
  if (values.password === "") errors.password = messages.required;
  else if (values.password.length > currentPasswordMaxLength) errors.password = messages.passwordTooLong;
  return errors;
}
