import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The console keeps its refresh token in an HttpOnly cookie that only the refresh path receives
 * (decision 032). A request uses the cookie only when it says so in this header: a header forces
 * a CORS preflight, which this server never grants, so no other origin can spend the cookie.
 */
export const refreshCookieHeader = "x-refresh-cookie";
export const refreshCookieName = "mekuri_refresh";

export interface RefreshCookieOptions {
  /** The refresh route's full path, e.g. /api/v1/auth/refresh-token. */
  path: string;
  maxAgeSeconds: number;
}

export function wantsRefreshCookie(request: FastifyRequest): boolean {
  return request.headers[refreshCookieHeader] === "1";
}

/** The refresh token of the cookie, when the request asked for cookie use and carries one. */
export function readRefreshCookie(request: FastifyRequest): string | undefined {
  if (!wantsRefreshCookie(request)) return undefined;
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === refreshCookieName) return decodeURIComponent(value.join("=")) || undefined;
  }
  return undefined;
}

function serialise(value: string, options: RefreshCookieOptions, maxAgeSeconds: number): string {
  return [
    `${refreshCookieName}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "Secure",
    "SameSite=Strict",
  ].join("; ");
}

export function setRefreshCookie(reply: FastifyReply, token: string, options: RefreshCookieOptions): void {
  reply.header("set-cookie", serialise(token, options, options.maxAgeSeconds));
}

export function clearRefreshCookie(reply: FastifyReply, options: RefreshCookieOptions): void {
  reply.header("set-cookie", serialise("", options, 0));
}
