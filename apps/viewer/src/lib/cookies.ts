/** Minimal cookie access for the viewer: first-party, SameSite=Lax, scoped to a path. */
export function readCookie(name: string, source = typeof document === "undefined" ? "" : document.cookie) {
  for (const part of source.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === "undefined") return;
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path || "/"}`, "SameSite=Lax"];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.round(options.maxAgeSeconds)}`);
  if (location.protocol === "https:") parts.push("Secure");
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
  document.cookie = parts.join("; ");
}

export const daysToSeconds = (days: number) => days * 86_400;
