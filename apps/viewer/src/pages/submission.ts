import { ApiError, NetworkError } from "../api/client.ts";
import type { TranslateOf } from "../lib/translate.ts";
import type { PageMessageKey } from "./page-messages.ts";
import type { Errors } from "./validation.ts";

/** viewer.md §8: the server's message; no response → no connection; anything else → request error. */
export function errorText(error: unknown, t: TranslateOf<PageMessageKey>): string {
  if (error instanceof NetworkError) return t("noConnection");
  if (error instanceof ApiError) return error.message;
  return t("requestError");
}

/**
 * The server's field messages (400 VALIDATION_ERROR) by the page's own field keys: "email",
 * "password", "confirmPassword", "agreed", a form field's id for "data.{id}", a question's id for
 * "answers.{id}".
 */
export function serverFieldErrors(error: unknown): Errors {
  const errors: Errors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const { path, message } of error.fields) {
    const key = path.replace(/^(data|answers)\./, "").replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    if (path.startsWith("data.") || path.startsWith("answers.")) errors[path.split(".")[1] ?? key] = message;
    else errors[key] ??= message;
  }
  return errors;
}

/** One key per submit attempt, reused when the same attempt is retried (issue: idempotent submissions). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

/** Moves focus to the first invalid control so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = invalid?.tagName === "FIELDSET" ? invalid.querySelector<HTMLElement>("input") : invalid;
  target?.focus();
}
