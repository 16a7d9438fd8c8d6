import { camelizeKeys, snakeizeKeys } from "../lib/case.ts";

/** Public API of the site's own origin (viewer.md §7): JSON, snake_case on the wire, 60 s timeout. */
export const apiBase = "/api/v1";
const timeoutMs = 60_000;

/** A field the server refused (400 VALIDATION_ERROR): its snake_case path and message. */
export interface FieldError {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
  }
}

/** No response at all: the caller shows the no-connection toast. */
export class NetworkError extends Error {}

export interface RequestOptions {
  method?: "GET" | "POST";
  body?: unknown;
  token?: string | null;
  lang: string;
  keepalive?: boolean;
  /** e.g. Idempotency-Key on submissions. */
  headers?: Record<string, string>;
  /** The preview sends no cookies and keeps no cached draft. */
  credentials?: RequestCredentials;
  cache?: RequestCache;
}

/** The server's message (a string, or the first of an array), else "Error {status}: {statusText}". */
export function errorMessage(status: number, statusText: string, body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  const text = Array.isArray(message) ? message[0] : message;
  return typeof text === "string" && text ? text : `Error ${status}: ${statusText}`;
}

export async function apiRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: "application/json",
    "Accept-Language": options.lang,
  };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(snakeizeKeys(options.body)),
      signal: controller.signal,
      keepalive: options.keepalive,
      credentials: options.credentials ?? "same-origin",
      cache: options.cache,
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : "no response");
  } finally {
    clearTimeout(timer);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const { code, fields } = (body ?? {}) as { code?: unknown; fields?: unknown };
    throw new ApiError(
      errorMessage(response.status, response.statusText, body),
      response.status,
      typeof code === "string" ? code : undefined,
      Array.isArray(fields) ? (fields as FieldError[]) : [],
    );
  }
  return camelizeKeys<T>(body);
}
