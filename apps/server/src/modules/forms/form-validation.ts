import {
  emailTitlePattern,
  type FormData,
  type FormField,
  isValidEmail,
  type MessageKey,
  parseFormNumber,
  requiredMessageKey,
} from "@mekuri/domain";
import { snakeToCamel } from "../../platform/http/wire-case.ts";

export interface SubmittedField {
  fieldId: string;
  title: string;
  value: string | number | string[];
}

export interface FieldProblem {
  fieldId: string;
  message: MessageKey;
  /** A property of the body itself (such as `agreed`), not an answer. */
  topLevel?: boolean;
}

/**
 * A text field that asks for an e-mail address: the default forms' "email", or a title that says so
 * (the schema has no e-mail type, and operators add such fields with their own ids).
 */
export function isEmailField(field: FormField): boolean {
  return field.typeInput === "TEXT_BOX" && (field.id === "email" || emailTitlePattern.test(field.title));
}

function isBlank(value: FormData[string] | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function checkValue(
  field: FormField,
  value: FormData[string],
): { value?: SubmittedField["value"]; problem?: MessageKey } {
  const allowed = new Set(field.options.map((option) => option.value));
  switch (field.typeInput) {
    case "TEXT_BOX": {
      if (typeof value !== "string") return { problem: "validation.invalidType" };
      const text = value.trim();
      if (isEmailField(field) && !isValidEmail(text)) return { problem: "validation.email" };
      return { value: text };
    }
    case "NUMBER": {
      const number = typeof value === "string" ? parseFormNumber(value) : value;
      if (typeof number !== "number" || !Number.isFinite(number)) return { problem: "forms.number" };
      return { value: number };
    }
    case "SELECT": {
      if (Array.isArray(value)) return { problem: "forms.singleOption" };
      if (!allowed.has(String(value))) return { problem: "forms.option" };
      return { value: String(value) };
    }
    case "SELECT_OPTIONS": {
      const chosen = Array.isArray(value) ? value : [String(value)];
      if (chosen.some((choice) => !allowed.has(choice))) return { problem: "forms.option" };
      return { value: [...new Set(chosen)] };
    }
    default:
      return { problem: "validation.invalidValue" };
  }
}

/**
 * Checks a visitor's answers against the form's definition (viewer.md §3 Form config): every
 * required field answered, each value of its field's type, options among the defined ones, no
 * answers to fields the form does not have. Fields in `skip` are answered elsewhere.
 */
export function validateFormData(
  fields: FormField[],
  data: FormData,
  skip: ReadonlySet<string> = new Set(),
): { answers: SubmittedField[]; problems: FieldProblem[] } {
  const answers: SubmittedField[] = [];
  const problems: FieldProblem[] = [];
  // The wire turns snake_case keys into camelCase, so an id such as "company_name" arrives as "companyName".
  const keyOf = (field: FormField) => (field.id in data ? field.id : snakeToCamel(field.id));
  const known = new Set(fields.flatMap((field) => [field.id, snakeToCamel(field.id)]));
  for (const fieldId of Object.keys(data)) {
    if (!known.has(fieldId) && !skip.has(fieldId)) problems.push({ fieldId, message: "forms.unknownField" });
  }
  for (const field of fields) {
    if (skip.has(field.id)) continue;
    const value = data[keyOf(field)];
    if (value === undefined || isBlank(value)) {
      if (field.isRequired)
        problems.push({ fieldId: field.id, message: requiredMessageKey(field.typeInput) });
      continue;
    }
    const checked = checkValue(field, value);
    if (checked.problem) problems.push({ fieldId: field.id, message: checked.problem });
    else answers.push({ fieldId: field.id, title: field.title, value: checked.value! });
  }
  return { answers, problems };
}

/** The address the visitor gave, for the lists' e-mail search and the notification. */
export function submittedEmail(fields: FormField[], answers: SubmittedField[]): string | null {
  const emailIds = new Set(fields.filter(isEmailField).map((field) => field.id));
  const answer = answers.find((a) => emailIds.has(a.fieldId) && typeof a.value === "string");
  return (answer?.value as string | undefined) ?? null;
}

/** The agreement check of every form that shows the company's terms with agreement required. */
export function agreementProblem(required: boolean, agreed: boolean | undefined): FieldProblem[] {
  return required && agreed !== true
    ? [{ fieldId: "agreed", message: "members.agreementRequired", topLevel: true }]
    : [];
}
