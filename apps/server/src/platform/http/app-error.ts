import type { ErrorCode, MessageKey, MessageParams } from "@mekuri/domain";
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
export function uploadErrorHandler(tooLarge: MessageKey, wrongType: MessageKey) {
  return (error: FastifyError) => {
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new AppError(413, "BODY_TOO_LARGE", tooLarge);
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE")
      throw new AppError(400, "VALIDATION_ERROR", wrongType);
    throw error;
  };
}

/** A 400 naming each field whose value no field of any schema accepts (see text-check.ts). */
export class FieldsRejected extends Error {
  constructor(readonly fields: { path: string; messageKey: MessageKey; params?: MessageParams }[]) {
    super("fields rejected");
    this.name = "FieldsRejected";
  }
}
