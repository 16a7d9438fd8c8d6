import type { SiteSnapshot } from "@mekuri/domain";
import { apiRequest, type RequestOptions } from "../api/client.ts";
import type { NotificationItem } from "../api/endpoints.ts";

/** The preview calls of viewer.md §7, with the preview token (or the share's passcode). */
export interface PreviewShareStatus {
  shared: boolean;
  isPrivate: boolean;
  hasPassword: boolean;
}

/** The preview speaks the browser's language (the site's is unknown until the draft arrives). */
function call<T>(path: string, options: Omit<RequestOptions, "lang" | "credentials" | "cache"> = {}) {
  return apiRequest<T>(path, {
    ...options,
    lang: navigator.language || "ja",
    credentials: "omit",
    cache: "no-store",
  });
}

const site = (siteId: string) => `/preview/site/${encodeURIComponent(siteId)}`;

/** The preview token as the bearer, or the share's passcode in its own header. */
function credentialsOf(options: { token: string | null; password: string | null }) {
  return {
    token: options.token,
    headers: options.password ? { "X-Preview-Password": options.password } : undefined,
  };
}

export function fetchPreview(
  siteId: string,
  options: { token: string | null; password: string | null; lang: string | null },
) {
  const query = new URLSearchParams({ domain: location.host });
  if (options.lang) query.set("lang", options.lang);
  return call<SiteSnapshot>(`${site(siteId)}?${query}`, credentialsOf(options));
}

/** The draft's notifications (published and draft ones inside their window), with the same credentials. */
export function fetchPreviewNotifications(
  siteId: string,
  options: { token: string | null; password: string | null },
) {
  return call<{ items: NotificationItem[] }>(`${site(siteId)}/noti_delivery`, credentialsOf(options));
}

export function fetchShareStatus(siteId: string) {
  return call<PreviewShareStatus>(`${site(siteId)}/share/status`);
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
