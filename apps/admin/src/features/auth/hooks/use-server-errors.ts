import { useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "@/lib/api-error";
import { applyServerFieldErrors } from "@/lib/form-errors";

/**
 * A refused sign-in form: the server's field errors go next to their fields, anything else above
 * the form. Transport errors are left to the API client's toast.
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const [formError, setFormError] = useState<string | null>(null);
  const onError = (error: unknown) => {
    if (!isApiError(error) || error.isTransportError) return;
    if (!applyServerFieldErrors(error, setError, fields)) setFormError(error.message);
  };
  return { formError, clearFormError: () => setFormError(null), onError };
}
