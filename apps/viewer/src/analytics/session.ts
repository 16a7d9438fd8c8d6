import { sessionIdCookieDays } from "@domain/viewer/constants.ts";
import { daysToSeconds, readCookie, writeCookie } from "../lib/cookies.ts";

/** Cookie names of viewer.md §7 and §9. */
export const sessionCookie = "sessionId";
export const variationCookie = "variationId";
export const experimentCookie = "experimentId";

function randomId(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The visitor's session id: read from its cookie, or made and kept for 3650 days. */
export function ensureSessionId(): string {
  const existing = readCookie(sessionCookie);
  if (existing) return existing;
  const id = randomId();
  writeCookie(sessionCookie, id, { maxAgeSeconds: daysToSeconds(sessionIdCookieDays) });
  return id;
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
