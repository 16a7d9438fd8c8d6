import { type ErrorResponse, type Locale, translate } from "@mekuri/domain";
import type { FastifyInstance } from "fastify";
import type { FieldProblem } from "./form-validation.ts";

/**
 * A 400 naming each field that failed, in the error shape of every validation answer: `fields`
 * paths are `data.{fieldId}` (or `agreed`), so the viewer can show the message beside the field.
 */
export class FormRejected extends Error {
  constructor(
    readonly problems: FieldProblem[],
    /** Where the answers sit in the body: `data` for forms, `answers` for surveys. */
    readonly container = "data",
  ) {
    super("form rejected");
  }
}

export function formRejectedBody(error: FormRejected, locale: Locale): ErrorResponse {
  const fields = error.problems.map((problem) => ({
    path: problem.topLevel ? problem.fieldId : `${error.container}.${problem.fieldId}`,
    message: translate(problem.message, locale),
  }));
  return {
    code: "VALIDATION_ERROR",
    message: [translate("forms.invalid", locale), ...fields.map((f) => f.message)],
    fields,
  };
}

/** Answers FormRejected inside the plugin that registers it; anything else goes to the app's handler. */
export function registerFormRejection(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof FormRejected) return reply.status(400).send(formRejectedBody(error, request.locale));
    throw error;
  });
}
