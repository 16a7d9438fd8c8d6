import type { ApiSettings } from "@mekuri/domain";
import { useEffect, useRef } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import {
  type ApiSettingsValues,
  apiSettingsProblems,
  methodShowingErrors,
  type StoredSecrets,
} from "../lib/api-settings-form";

const blank: ApiSettingsValues = {
  enabled: false,
  method: "api_key",
  ipList: "",
  basicId: "",
  basicPassword: "",
  apiKey: "",
};

/**
 * The API dialog's form: filled from the saved settings when they arrive (the secrets stay empty:
 * an empty secret keeps the saved one), checked by the shared schema on save.
 */
export function useApiSettingsForm(stored: ApiSettings | undefined) {
  // The resolver is fixed when the form is made; it reads the saved secrets as they are at a save.
  const secrets = useRef<StoredSecrets | undefined>(stored);
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
  const form = useForm<ApiSettingsValues>({ resolver, defaultValues: blank });
  const { setValue } = form;

  useEffect(() => {
    if (!stored) return;
    setValue("enabled", stored.enabled);
    setValue("method", stored.method);
    setValue("ipList", stored.ipList.join("\n"));
    setValue("basicId", stored.basicId);
  }, [stored, setValue]);

  /** A refused save shows the method that holds an error, so the error is in view. */
  const showErrors = (errors: FieldErrors<ApiSettingsValues>) =>
    setValue("method", methodShowingErrors(form.getValues("method"), Object.keys(errors)));

  return { form, showErrors };
}
