import {
  browserCookieMaxDays,
  sessionIdCookieDays,
  variationIdCookieDays,
} from "@domain/viewer/constants.ts";
import { daysToSeconds, readCookie, writeCookie } from "../lib/cookies.ts";

/** Cookie names of viewer.md §7 and §9. */
export const sessionCookie = "sessionId";
export const variationCookie = "variationId";
export const experimentCookie = "experimentId";

function randomId(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The spec's lifetime (viewer.md §9) within what browsers keep. */
const keptSeconds = (days: number) => daysToSeconds(Math.min(days, browserCookieMaxDays));

/** The visitor's session id: read from its cookie, or made and kept as long as browsers allow. */
export function ensureSessionId(): string {
  const existing = readCookie(sessionCookie);
  if (existing) return existing;
  const id = randomId();
  writeCookie(sessionCookie, id, { maxAgeSeconds: keptSeconds(sessionIdCookieDays) });
  return id;
}

/**
 * Renews the visitor's long-lived cookies on each visit: the spec's 3650 days are capped at 400 by
 * browsers, so a visitor who comes back within 400 days keeps the same session and variation.
 */
export function renewVisitorCookies(): void {
  const session = readCookie(sessionCookie);
  if (session) writeCookie(sessionCookie, session, { maxAgeSeconds: keptSeconds(sessionIdCookieDays) });
  const variation = readCookie(variationCookie);
  if (variation)
    writeCookie(variationCookie, variation, { maxAgeSeconds: keptSeconds(variationIdCookieDays) });
}

export interface ExperimentIds {
  variationId: string | null;
  experimentId: string | null;
}

/** Set by the server when the visitor is in an A/B experiment. */
export function readExperiment(): ExperimentIds {
  return {
    variationId: readCookie(variationCookie) ?? null,
    experimentId: readCookie(experimentCookie) ?? null,
  };
}
