import type { TokenPair, UserInfo } from "@mekuri/domain";
import { loadMessages, localizeMessage } from "@/lib/messages";
import {
  ApiError,
  errorCodeOf,
  errorMessages,
  extractErrorMessage,
  fieldIssuesOf,
  parseRetryAfter,
} from "./api-error";
import {
  type AuthMode,
  decideFailure,
  forbiddenRedirectDelayMs,
  loginRedirectDelayMs,
  paths,
  shouldRedirectToLogin,
} from "./api-rules";
import { camelizeKeys, snakifyKeys } from "./case-conversion";
import { currentLocale, i18n } from "./i18n";
import { currentPathname, navigateTo } from "./navigation";
import { showToast } from "./notify";
import { session } from "./session";

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

interface ClientHooks {
  /** Called with fresh user info after a 403, so the cached copy follows. */
  onUserInfo?: (user: UserInfo) => void;
  /** Called when the session ends, to drop cached data. */
  onSessionEnd?: () => void;
}

let hooks: ClientHooks = {};

export function configureApiClient(next: ClientHooks): void {
  hooks = next;
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

function tokenFor(auth: AuthMode): string | undefined {
  return auth === "access" ? session.getTokens()?.accessToken : undefined;
}

function transportError(code: "NETWORK_ERROR" | "TIMEOUT" | "REQUEST_ERROR"): ApiError {
  const key = code === "REQUEST_ERROR" ? "request.requestError" : "request.noConnection";
  const message = i18n.t(key);
  showToast(message, "error");
  return new ApiError({ status: 0, code, message });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get("Content-Type") ?? "";
  return type.includes("json") ? (JSON.parse(text) as unknown) : text;
}

/** Sends one HTTP request with the 60 s timeout; no error handling beyond "did an answer arrive". */
async function send(path: string, options: RequestOptions, token: string | undefined): Promise<Response> {
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

async function toApiError(response: Response): Promise<ApiError> {
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

let refreshing: Promise<"refreshed" | "rejected"> | null = null;

/** Runs one refresh at a time across the browser's tabs, where the Web Locks API exists. */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? (locks.request("mekuri-refresh", work) as Promise<T>) : work();
}

/**
 * Trades the refresh cookie for a new access token (and a new cookie). Concurrent 401s share one
 * call, and tabs take turns, because the refresh token rotates: a second call with the old one
 * would be refused as reuse and end the session.
 */
export function refreshSession(): Promise<"refreshed" | "rejected"> {
  refreshing ??= oneTabAtATime(async () => {
    const response = await send("/auth/refresh-token", { method: "POST", auth: "refresh" }, undefined);
    if (response.status >= 500 || response.status === 429) {
      // The server is down or busy, not the session: keep the tokens and say what happened.
      const error = await toApiError(response);
      showToast(error.message, "error");
      throw error;
    }
    if (!response.ok) return "rejected" as const;
    session.setTokens(camelizeKeys<TokenPair>(await readBody(response)));
    return "refreshed" as const;
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * A reloaded page or a new tab has no access token in memory: when a user was logged in, the
 * refresh cookie brings the session back. Resolves once that is settled; never rejects.
 */
export async function restoreSession(): Promise<void> {
  if (session.getTokens() || !session.mayRestore()) return;
  try {
    if ((await refreshSession()) === "rejected") session.clear();
  } catch {
    // The server is away: the guards send the user to login, where logging in again works.
  }
}

session.onOtherTabLogin(() => void restoreSession());

let loginRedirectTimer: ReturnType<typeof setTimeout> | undefined;

/** A redirect to login is on its way (the shell then waits instead of redirecting at once). */
export function isLoginRedirectPending(): boolean {
  return loginRedirectTimer !== undefined;
}

function endSession(message: string): void {
  const hadSession = session.getTokens() !== null;
  session.clear();
  hooks.onSessionEnd?.();
  if (!shouldRedirectToLogin(currentPathname())) return;
  if (hadSession) showToast(message, "error");
  if (loginRedirectTimer !== undefined) return;
  loginRedirectTimer = setTimeout(() => {
    loginRedirectTimer = undefined;
    if (shouldRedirectToLogin(currentPathname())) navigateTo(paths.login, { replace: true });
  }, loginRedirectDelayMs);
}

let forbiddenTimer: ReturnType<typeof setTimeout> | undefined;

async function handleForbidden(message: string): Promise<void> {
  showToast(message, "error");
  if (forbiddenTimer !== undefined) return;
  forbiddenTimer = setTimeout(() => {
    forbiddenTimer = undefined;
    navigateTo(paths.forbidden);
  }, forbiddenRedirectDelayMs);
  try {
    const response = await send("/auth/user-info", {}, tokenFor("access"));
    if (!response.ok) return;
    const user = camelizeKeys<UserInfo>(await readBody(response));
    session.setUser(user);
    hooks.onUserInfo?.(user);
  } catch {
    // The redirect still happens; the stored user info stays as it was.
  }
}

async function request<T>(path: string, options: RequestOptions, retried: boolean): Promise<T> {
  const auth = options.auth ?? "access";
  const token = tokenFor(auth);
  const response = await send(path, options, token);

  if (response.ok) {
    try {
      if (options.responseType === "blob") return (await response.blob()) as T;
      return camelizeKeys<T>(await readBody(response));
    } catch {
      throw transportError("REQUEST_ERROR");
    }
  }

  const error = await toApiError(response);
  const action = decideFailure({
    status: error.status,
    code: error.code,
    method: options.method ?? "GET",
    auth,
    retried,
  });
  switch (action.kind) {
    case "refresh-and-retry": {
      // Another request may already have refreshed while this one was under way.
      const current = tokenFor("access");
      if (current && current !== token) return request<T>(path, options, true);
      if ((await refreshSession()) === "refreshed") return request<T>(path, options, true);
      endSession(localizeMessage("auth.unauthorized", currentLocale()));
      throw error;
    }
    case "end-session":
      endSession(
        error.status === 401 ? localizeMessage("auth.unauthorized", currentLocale()) : error.message,
      );
      throw error;
    case "forbidden":
      void handleForbidden(error.message);
      throw error;
    case "redirect":
      navigateTo(action.to);
      throw error;
    case "report":
      if (options.toastErrors !== false) showToast(error.message, "error");
      throw error;
  }
}

/** Calls the API under /api/v1 with the rules of admin.md §7–§8; rejects with an ApiError. */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>(path, options, false);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<T>(path, { ...options, method: "DELETE" }),
};
