import { toCamelCase } from "./case-conversion";

export interface FieldIssue {
  /** camelCase path of the form field, e.g. "confirmPassword" (the wire says "confirm_password"). */
  path: string;
  message: string;
}

/** Codes of failures that have no server answer. */
export type TransportErrorCode = "NETWORK_ERROR" | "TIMEOUT" | "REQUEST_ERROR";

/** Every failed call rejects with this. `status` is 0 when no answer arrived. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: string;
  readonly messages: string[];
  readonly fields: FieldIssue[];
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    messages?: string[];
    fields?: FieldIssue[];
    retryAfterSeconds?: number | undefined;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.messages = init.messages ?? [init.message];
    this.fields = init.fields ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  get isTransportError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** All non-empty messages of an error body: `message` is a string or an array of strings. */
export function errorMessages(body: unknown): string[] {
  if (!isRecord(body)) return [];
  const { message } = body;
  const list = Array.isArray(message) ? message : [message];
  return list.filter((item): item is string => typeof item === "string" && item.trim() !== "");
}

/**
 * admin.md §8: the message shown is the server's (a string, or the first of an array),
 * else "Error {status}: {statusText}" (the fallback is passed in already translated).
 */
export function extractErrorMessage(body: unknown, fallback: string): string {
  return errorMessages(body)[0] ?? fallback;
}

export function errorCodeOf(body: unknown, status: number): string {
  if (isRecord(body) && typeof body.code === "string" && body.code) return body.code;
  return `HTTP_${status}`;
}

export function fieldIssuesOf(body: unknown): FieldIssue[] {
  if (!isRecord(body) || !Array.isArray(body.fields)) return [];
  return body.fields.flatMap((field: unknown) =>
    isRecord(field) && typeof field.path === "string" && typeof field.message === "string"
      ? [{ path: field.path.split(".").map(toCamelCase).join("."), message: field.message }]
      : [],
  );
}

/** Retry-After in seconds (it may also be an HTTP date). */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
