import type { TokenPair, UserInfo } from "@mekuri/domain";
import { localizeMessage } from "@/lib/messages";
import {
  decideFailure,
  forbiddenRedirectDelayMs,
  loginRedirectDelayMs,
  paths,
  shouldRedirectToLogin,
} from "./api-rules";
import { type RequestOptions, readBody, send, toApiError, tokenFor, transportError } from "./api-transport";
import { camelizeKeys } from "./case-conversion";
import { currentLocale } from "./i18n";
import { currentPathname, navigateTo } from "./navigation";
import { showToast } from "./notify";
import { session } from "./session";

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
