import { z } from "zod";
import { messageRef } from "../i18n/message-format.ts";
import { emailMaxLength, isValidEmail } from "../rules/email.ts";
import {
  currentPasswordMaxLength,
  passwordMaxLength,
  passwordMinLength,
  passwordProblems,
} from "../rules/password.ts";

/** Building blocks whose errors are message references (see i18n/messages.ts). */
export const required = messageRef("validation.required");

/** For a type check: a missing value is "required", a value of another type is "wrong type". */
export const requiredOrType = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? required : messageRef("validation.invalidType");

export function requiredText(max = 50) {
  return z
    .string({ error: requiredOrType })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: messageRef("validation.maxLength", { max }) });
}

export const email = z
  .string({ error: requiredOrType })
  .trim()
  .min(1, { error: required, abort: true })
  .max(emailMaxLength, { error: messageRef("validation.maxLength", { max: emailMaxLength }), abort: true })
  .refine(isValidEmail, { error: messageRef("validation.email") });

export const newPassword = z
  .string({ error: requiredOrType })
  .min(1, { error: required, abort: true })
  .superRefine((value, ctx) => {
    for (const problem of passwordProblems(value)) {
      ctx.addIssue({
        code: "custom",
        message:
          problem === "length"
            ? messageRef("validation.passwordLength", { min: passwordMinLength, max: passwordMaxLength })
            : messageRef("validation.passwordStrength"),
      });
    }
  });

/** An existing password is only checked for presence: its rules may have changed since it was set. */
export const currentPassword = z
  .string({ error: requiredOrType })
  .min(1, { error: required })
  .max(currentPasswordMaxLength, {
    error: messageRef("validation.maxLength", { max: currentPasswordMaxLength }),
  });
