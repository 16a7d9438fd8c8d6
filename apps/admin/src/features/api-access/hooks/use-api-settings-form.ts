import type { ApiSettings } from "@mekuri/domain";
import { useRef } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { useEditsKeptOnSave } from "@/hooks/use-edits-kept-on-save";
import {
  type ApiSettingsValues,
  apiSettingsProblems,
  methodShowingErrors,
  type StoredSecrets,
  toApiSettingsValues,
} from "../lib/api-settings-form";

/**
 * The API dialog's form, mounted per opening: it takes the saved settings once (a refetch never
 * resets what is typed, decision 181), the secrets empty (an empty secret keeps the saved one), and
 * is checked by the shared schema on save against the saved secrets as they are at that save.
 */
export function useApiSettingsForm(stored: ApiSettings) {
  // The resolver is fixed when the form is made; it reads the saved secrets as they are at a save.
  const secrets = useRef<StoredSecrets>(stored);
  secrets.current = stored;
  const resolver: Resolver<ApiSettingsValues> = async (values) => {
    const problems = apiSettingsProblems(values, secrets.current);
    const entries = Object.entries(problems).map(
      ([field, message]) => [field === "form" ? "root" : field, { type: "validate", message }] as const,
    );
    return entries.length === 0
      ? { values, errors: {} }
      : { values: {}, errors: Object.fromEntries(entries) as FieldErrors<ApiSettingsValues> };
  };
  const form = useForm<ApiSettingsValues>({ resolver, defaultValues: toApiSettingsValues(stored) });
  const edits = useEditsKeptOnSave(form);

  /** A refused save shows the method that holds an error, so the error is in view. */
  const showErrors = (errors: FieldErrors<ApiSettingsValues>) =>
    form.setValue("method", methodShowingErrors(form.getValues("method"), Object.keys(errors)));

  return { form, edits, showErrors };
}
