import { type ErrorCode, type MessageKey, type MessageParams, messageRef } from "@mekuri/domain";
import type { FastifyError } from "fastify";

/** A known failure: its status, its code and the spec's message, shown in the caller's language. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params?: MessageParams,
    readonly headers?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = "AppError";
  }
}

export const unauthorized = (messageKey: MessageKey = "auth.unauthorized") =>
  new AppError(401, "UNAUTHORIZED", messageKey);
export const forbidden = () => new AppError(403, "FORBIDDEN", "error.forbidden");
export const notFound = () => new AppError(404, "NOT_FOUND", "error.notFound");

/** An upload route's own answers for a body over its size limit or of a type it does not take. */
export function uploadErrorHandler(
  tooLarge: MessageKey,
  wrongType: MessageKey,
  wrongTypeParams?: MessageParams,
) {
  return (error: FastifyError) => {
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new AppError(413, "BODY_TOO_LARGE", tooLarge);
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE")
      throw new AppError(400, "VALIDATION_ERROR", wrongType, wrongTypeParams);
    throw error;
  };
}

/** A refused field: its path on the wire and its message as a reference (`key?param=value`). */
export interface RejectedField {
  path: string;
  message: string;
}

export const rejectedField = (
  path: string,
  messageKey: MessageKey,
  params?: MessageParams,
): RejectedField => ({
  path,
  message: messageRef(messageKey, params),
});

/**
 * The one validation refusal of the app: a 400 VALIDATION_ERROR naming each field that failed, in
 * the shape of the schemas' own answer, for the rules a schema alone cannot check (broken text, the
 * database, the plan, a form's own fields). `summary` leads the messages where a form asks for it.
 */
export class FieldsRejected extends Error {
  constructor(
    readonly fields: RejectedField[],
    readonly summary?: MessageKey,
  ) {
    super("fields rejected");
    this.name = "FieldsRejected";
  }
}
