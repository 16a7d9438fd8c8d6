import { isValidEmail } from "@domain/rules/email.ts";
import { passwordMaxLength, passwordProblems } from "@domain/rules/password.ts";
import { requiredMessageKey } from "@domain/rules/required.ts";
import type { FormData, FormSettingResponse } from "@domain/schemas/end-user.ts";
import type { TranslateOf } from "../lib/translate.ts";
import type { PageMessageKey } from "./page-messages.ts";

/** The spec's end-user rules (viewer.md §5), with the server's own rule functions. */
type T = TranslateOf<PageMessageKey>;
export type FormField = FormSettingResponse["fields"][number];
export type Errors = Record<string, string>;
export type FieldValue = string | string[];

export function emailError(value: string, t: T): string | undefined {
  if (value.trim() === "") return t("required");
  return isValidEmail(value.trim()) ? undefined : t("invalidEmail");
}

export function passwordError(value: string, t: T): string | undefined {
  if (value === "") return t("required");
  const problems = passwordProblems(value);
  if (problems.includes("length")) return t("passwordLength");
  return problems.includes("strength") ? t("passwordStrength") : undefined;
}

/**
 * A login's password: required, and one longer than the shared rule allows is refused with the
 * rule's message (no member can have it), never cut to fit.
 */
export function loginPasswordError(value: string, t: T): string | undefined {
  if (value === "") return t("required");
  return value.length > passwordMaxLength ? t("passwordLength") : undefined;
}

export function confirmError(password: string, confirm: string, t: T): string | undefined {
  if (confirm === "") return t("required");
  return confirm === password ? undefined : t("passwordMismatch");
}

/** A new password and its confirmation, as the member types them (register, new password). */
export interface NewPassword {
  password: string;
  confirm: string;
}

/** The errors of a new password pair, under the ids of their inputs. */
export function newPasswordErrors({ password, confirm }: NewPassword, t: T): Errors {
  const errors: Errors = {};
  const passwordProblem = passwordError(password, t);
  if (passwordProblem) errors.password = passwordProblem;
  const confirmProblem = confirmError(password, confirm, t);
  if (confirmProblem) errors.confirmPassword = confirmProblem;
  return errors;
}

/** A field named "email" holds the sender's address and follows the e-mail rule. */
export const isEmailField = (field: FormField) => field.id.toLowerCase() === "email";

export function fieldError(field: FormField, value: FieldValue | undefined, t: T): string | undefined {
  const empty = value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === "");
  if (empty)
    return field.isRequired
      ? t(requiredMessageKey(field.typeInput) === "validation.itemRequired" ? "itemRequired" : "required")
      : undefined;
  if (field.typeInput === "NUMBER" && !Number.isFinite(Number(value))) return t("notANumber");
  if (isEmailField(field) && typeof value === "string") return emailError(value, t);
  return undefined;
}

export function initialValues(fields: FormField[]): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    const defaults = field.options.filter((option) => option.isDefault).map((option) => option.value);
    if (field.typeInput === "SELECT_OPTIONS") values[field.id] = defaults;
    else if (field.typeInput === "SELECT") values[field.id] = defaults[0] ?? field.value;
    else values[field.id] = field.value;
  }
  return values;
}

/** What goes on the wire: numbers as numbers, text trimmed, unanswered optional fields left out. */
export function formPayload(fields: FormField[], values: Record<string, FieldValue>): FormData {
  const data: FormData = {};
  for (const field of fields) {
    const value = values[field.id];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) data[field.id] = value;
    } else if (value.trim() !== "") {
      data[field.id] = field.typeInput === "NUMBER" ? Number(value) : value.trim();
    }
  }
  return data;
}

export function validateFields(fields: FormField[], values: Record<string, FieldValue>, t: T): Errors {
  const errors: Errors = {};
  for (const field of fields) {
    const error = fieldError(field, values[field.id], t);
    if (error) errors[field.id] = error;
  }
  return errors;
}
