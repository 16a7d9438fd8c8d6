import type { SiteSnapshot } from "@mekuri/domain";
import { apiBase, errorMessage } from "../api/client.ts";
import type { NotificationItem } from "../api/endpoints.ts";
import { camelizeKeys, snakeizeKeys } from "../lib/case.ts";

/** The preview calls of viewer.md §7, with the preview token (or the share's passcode). */
export interface PreviewShareStatus {
  shared: boolean;
  isPrivate: boolean;
  hasPassword: boolean;
}

export class PreviewError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown },
) {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": navigator.language || "ja",
    ...init.headers,
  };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${apiBase}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(snakeizeKeys(init.body)),
    credentials: "omit",
    cache: "no-store",
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok)
    throw new PreviewError(errorMessage(response.status, response.statusText, body), response.status);
  return camelizeKeys<T>(body);
}

const site = (siteId: string) => `/preview/site/${encodeURIComponent(siteId)}`;

export function fetchPreview(
  siteId: string,
  options: { token: string | null; password: string | null; lang: string | null },
) {
  const query = new URLSearchParams({ domain: location.host });
  if (options.lang) query.set("lang", options.lang);
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.password) headers["X-Preview-Password"] = options.password;
  return call<SiteSnapshot>(`${site(siteId)}?${query}`, { headers });
}

/** The draft's notifications (published and draft ones inside their window), with the same credentials. */
export function fetchPreviewNotifications(
  siteId: string,
  options: { token: string | null; password: string | null },
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.password) headers["X-Preview-Password"] = options.password;
  return call<{ items: NotificationItem[] }>(`${site(siteId)}/noti_delivery`, { headers });
}

export function fetchShareStatus(siteId: string) {
  return call<PreviewShareStatus>(`${site(siteId)}/share/status`, {});
}

export function previewLogin(siteId: string, email: string, password: string) {
  return call<{ token: string; expiresIn: number }>(`${site(siteId)}/login`, {
    method: "POST",
    body: { email, password },
  });
}

const tokenKey = (siteId: string) => `mekuri.preview.${siteId}`;

/**
 * The preview token: handed over in the URL fragment (kept out of server logs and referrers),
 * then kept for this tab only and wiped from the address bar.
 */
export function takePreviewToken(siteId: string): string | null {
  const fromFragment = new URLSearchParams(location.hash.slice(1)).get("token");
  try {
    if (fromFragment) {
      sessionStorage.setItem(tokenKey(siteId), fromFragment);
      history.replaceState(history.state, "", location.pathname + location.search);
      return fromFragment;
    }
    return sessionStorage.getItem(tokenKey(siteId));
  } catch {
    return fromFragment;
  }
}

export function storePreviewToken(siteId: string, token: string | null) {
  try {
    if (token) sessionStorage.setItem(tokenKey(siteId), token);
    else sessionStorage.removeItem(tokenKey(siteId));
  } catch {
    // Storage may be blocked (a sandboxed frame): the token then lives in memory only.
  }
}
