import { FieldsRejected, rejectedField } from "../../platform/http/app-error.ts";
import type { FieldProblem } from "./form-validation.ts";

/**
 * The refusal of a form's or a survey's answers: each field's path is `data.{fieldId}` (or
 * `agreed`), so the viewer can show the message beside the field, after the forms' summary.
 * `container` is where the answers sit in the body: `data` for forms, `answers` for surveys.
 */
export function formRejected(problems: FieldProblem[], container = "data"): FieldsRejected {
  return new FieldsRejected(
    problems.map((problem) =>
      rejectedField(problem.topLevel ? problem.fieldId : `${container}.${problem.fieldId}`, problem.message),
    ),
    "forms.invalid",
  );
}
