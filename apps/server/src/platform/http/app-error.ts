import type { ErrorCode, MessageKey, MessageParams } from "@mekuri/domain";

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
