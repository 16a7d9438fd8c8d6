import { z } from "zod";

/** admin.md §8: every error answer has this shape; clients show `message` (or its first entry). */
export const errorCodes = [
  "VALIDATION_ERROR",
  "MALFORMED_BODY",
  "MALFORMED_URL",
  "BODY_TOO_LARGE",
  "UNAUTHORIZED",
  "TOKEN_EXPIRED",
  "INVALID_CREDENTIALS",
  "PASSWORD_CHANGE_REQUIRED",
  "ACCOUNT_SUSPENDED",
  "ACCOUNT_TERMINATED",
  "INVALID_TOKEN",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PLAN_LIMIT",
  "RATE_LIMITED",
  "SERVICE_UNAVAILABLE",
  "INTERNAL_ERROR",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const fieldError = z.object({ path: z.string(), message: z.string() });

export const errorResponse = z.object({
  message: z.union([z.string(), z.array(z.string())]),
  code: z.enum(errorCodes),
  fields: z.array(fieldError).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
