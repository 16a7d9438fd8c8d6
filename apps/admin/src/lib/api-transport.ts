import { loadMessages, localizeMessage } from "@/lib/messages";
import {
  ApiError,
  errorCodeOf,
  errorMessages,
  extractErrorMessage,
  fieldIssuesOf,
  parseRetryAfter,
} from "./api-error";
import type { AuthMode } from "./api-rules";
import { snakifyKeys } from "./case-conversion";
import { currentLocale, i18n } from "./i18n";
import { showToast } from "./notify";
import { session } from "./session";

/*
 * One request to the API and its answer read as it came: the URL, body, headers, timeout and the
 * ApiError of a failed answer. What a failure leads to (refresh, login, toast) is api-client.ts's.
 */
export const apiBasePath = "/api/v1";
/** admin.md §7 and §9. */
export const requestTimeoutMs = 60_000;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Plain objects are sent as JSON with snake_case keys; FormData and Blobs as they are. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** The access token in the Authorization header (default), the HttpOnly refresh cookie, or nothing. */
  auth?: AuthMode;
  signal?: AbortSignal;
  /** Show the server's message as a toast (default). Forms that show errors themselves pass false. */
  toastErrors?: boolean;
  /** "blob" hands back the body untouched (downloads keep their bytes, e.g. a CSV's BOM). */
  responseType?: "json" | "blob";
}

function buildUrl(path: string, query: RequestOptions["query"]): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(snakifyKeys<Record<string, unknown>>(query ?? {}))) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const encoded = search.toString();
  const suffix = encoded ? `?${encoded}` : "";
  return `${apiBasePath}${path}${suffix}`;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  headers.set("Content-Type", "application/json");
  return JSON.stringify(snakifyKeys(body));
}

export function tokenFor(auth: AuthMode): string | undefined {
  return auth === "access" ? session.getTokens()?.accessToken : undefined;
}

export function transportError(code: "NETWORK_ERROR" | "TIMEOUT" | "REQUEST_ERROR"): ApiError {
  const key = code === "REQUEST_ERROR" ? "request.requestError" : "request.noConnection";
  const message = i18n.t(key);
  showToast(message, "error");
  return new ApiError({ status: 0, code, message });
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get("Content-Type") ?? "";
  return type.includes("json") ? (JSON.parse(text) as unknown) : text;
}

/** Sends one HTTP request with the 60 s timeout; no error handling beyond "did an answer arrive". */
export async function send(
  path: string,
  options: RequestOptions,
  token: string | undefined,
): Promise<Response> {
  const headers = new Headers({ Accept: "application/json", "Accept-Language": currentLocale() });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  // The auth calls keep the refresh token in its HttpOnly cookie, never in a body a script reads.
  if (path.startsWith("/auth/")) headers.set("X-Refresh-Cookie", "1");
  let body: BodyInit | undefined;
  let url: string;
  try {
    body = encodeBody(options.body, headers);
    url = buildUrl(path, options.query);
  } catch {
    throw transportError("REQUEST_ERROR");
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, requestTimeoutMs);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener("abort", forwardAbort);
  try {
    return await fetch(url, { method: options.method ?? "GET", headers, body, signal: controller.signal });
  } catch (error) {
    // The caller cancelled (a query went away): not worth a toast.
    if (options.signal?.aborted && !timedOut) throw error;
    throw transportError(timedOut ? "TIMEOUT" : "NETWORK_ERROR");
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", forwardAbort);
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await readBody(response);
  } catch {
    body = undefined;
  }
  const fallback = i18n
    .t("request.httpError", { status: response.status, statusText: response.statusText })
    .trim();
  const locale = currentLocale();
  // Loaded already, except on the login page before its form's rules (decision 145).
  await loadMessages(locale);
  return new ApiError({
    status: response.status,
    code: errorCodeOf(body, response.status),
    message: localizeMessage(extractErrorMessage(body, fallback.replace(/:$/, "")), locale),
    messages: errorMessages(body).map((message) => localizeMessage(message, locale)),
    fields: fieldIssuesOf(body).map((field) => ({
      ...field,
      message: localizeMessage(field.message, locale),
    })),
    retryAfterSeconds: parseRetryAfter(response.headers.get("Retry-After")),
  });
}
