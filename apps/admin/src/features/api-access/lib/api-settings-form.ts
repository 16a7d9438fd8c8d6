import {
  type ApiAuthMethod,
  type ApiSettings,
  type ApiSettingsBody,
  apiSettingsBody,
  messageRef,
} from "@mekuri/domain";

/** The dialog's fields; the IP list is typed as text, one address or range per line. */
export interface ApiSettingsValues {
  enabled: boolean;
  method: ApiAuthMethod;
  ipList: string;
  basicId: string;
  basicPassword: string;
  apiKey: string;
}

export type ApiSettingsField = "ipList" | "basicId" | "basicPassword" | "apiKey";
export const apiSettingsFields = ["ipList", "basicId", "basicPassword", "apiKey"] as const;

/** The method whose panel shows a field: a save moves to the first method holding an error. */
export const methodOfField: Record<ApiSettingsField, ApiAuthMethod> = {
  ipList: "ip",
  basicId: "basic",
  basicPassword: "basic",
  apiKey: "api_key",
};

/**
 * The saved settings as the dialog's fields. The server never returns a secret: its fields stay
 * empty, which keeps the saved one.
 */
export function toApiSettingsValues(settings: ApiSettings): ApiSettingsValues {
  return {
    enabled: settings.enabled,
    method: settings.method,
    ipList: settings.ipList.join("\n"),
    basicId: settings.basicId,
    basicPassword: "",
    apiKey: "",
  };
}

export function toApiSettingsBody(values: ApiSettingsValues): ApiSettingsBody {
  return { ...values, ipList: values.ipList.split(/\s+/).filter(Boolean) };
}

/** What the saved settings say about the secrets: the dialog never sees them again. */
export type StoredSecrets = Pick<ApiSettings, "hasBasicPassword" | "apiKeyPrefix">;

/**
 * admin.md §5 API dialog validation, as message references by field (the first per field);
 * "form" holds what belongs to no field.
 */
export function apiSettingsProblems(
  values: ApiSettingsValues,
  stored: StoredSecrets | undefined,
): Partial<Record<ApiSettingsField | "form", string>> {
  const problems: Partial<Record<ApiSettingsField | "form", string>> = {};
  for (const issue of apiSettingsBody.safeParse(toApiSettingsBody(values)).error?.issues ?? []) {
    const field = String(issue.path[0] ?? "form") as ApiSettingsField | "form";
    problems[field] ??= issue.message;
  }
  // A secret left empty keeps the saved one; with none saved, the method needs it.
  if (values.method === "basic" && !values.basicPassword && !stored?.hasBasicPassword)
    problems.basicPassword = messageRef("validation.required");
  if (values.method === "api_key" && !values.apiKey && !stored?.apiKeyPrefix)
    problems.apiKey = messageRef("api.keyRequired");
  return problems;
}

/** The method to show after a refused save: the current one if it holds an error, else the first that does. */
export function methodShowingErrors(
  current: ApiAuthMethod,
  fieldsWithErrors: readonly string[],
): ApiAuthMethod {
  const methods = apiSettingsFields
    .filter((field) => fieldsWithErrors.includes(field))
    .map((field) => methodOfField[field]);
  return methods.length === 0 || methods.includes(current) ? current : methods[0]!;
}
