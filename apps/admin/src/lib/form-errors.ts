import { useCallback } from "react";
import type { FieldError, FieldValues, Path, UseFormSetError } from "react-hook-form";
import { localizeMessage } from "@/lib/messages";
import { isApiError } from "./api-error";
import { useLocale } from "./i18n";

/**
 * Form errors hold message references from the shared schemas (`validation.maxLength?max=50`) or
 * server texts; this turns either into text in the UI language.
 */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const locale = useLocale();
  return useCallback(
    (error) => (error?.message ? localizeMessage(error.message, locale) : undefined),
    [locale],
  );
}

/**
 * Puts the server's per-field validation errors on the matching inputs.
 * Returns whether every issue found a field (otherwise the caller shows the general message).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || error.fields.length === 0) return false;
  let allPlaced = true;
  for (const issue of error.fields) {
    const field = fields.find((name) => name === issue.path);
    if (field) setError(field, { type: "server", message: issue.message });
    else allPlaced = false;
  }
  return allPlaced;
}
