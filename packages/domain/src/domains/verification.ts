/**
 * The custom-domain verification's pure rules (issue 18, decision 074): its states, the problems a
 * check can find, the backoff over the 72 hours admin.md §4 allows, and how DNS answers are judged.
 */
export const domainStates = ["pending", "dns_found", "verified", "active", "failed"] as const;
export type DomainState = (typeof domainStates)[number];

export const domainProblems = [
  "noRecord",
  "pointsElsewhere",
  "cnameLoop",
  "txtMissing",
  "txtWrong",
  "caaForbids",
  "dnsUnreachable",
  "expired",
  "recordsRemoved",
  "taken",
] as const;
export type DomainProblem = (typeof domainProblems)[number];

const minute = 60_000;
const hour = 60 * minute;
export const verificationWindowMs = 72 * hour;
export const dailyRecheckMs = 24 * hour;
/** An active domain whose records are gone keeps serving this long, with a warning, before it stops. */
export const missingGraceMs = 7 * 24 * hour;
/** While records are missing, an active domain is looked at hourly so a fix clears the warning soon. */
export const missingRecheckMs = hour;

export const challengePrefix = "_mekuri-challenge";
export const challengeName = (domain: string) => `${challengePrefix}.${domain}`;

/**
 * Delay before the next check of a pending domain, `elapsedMs` after its attempt began: every
 * minute in the first hour (records are usually set right after the wizard), then every 5 minutes
 * up to 6 hours, every 15 minutes up to a day, then hourly until the 72 hours end.
 */
export function nextCheckDelayMs(elapsedMs: number): number {
  if (elapsedMs < hour) return minute;
  if (elapsedMs < 6 * hour) return 5 * minute;
  if (elapsedMs < 24 * hour) return 15 * minute;
  return hour;
}

/** A CAA record as DNS answers it (Node's `resolveCaa` shape). */
export interface CaaRecord {
  critical: number;
  issue?: string;
  issuewild?: string;
  iodef?: string;
  [tag: string]: string | number | undefined;
}

/**
 * RFC 8659: with no `issue` property in the closest CAA set, any authority may issue; otherwise only
 * the named ones (`;` alone names none). An unknown tag marked critical forbids issuance.
 */
export function caaAllows(records: readonly CaaRecord[], authorities: readonly string[]): boolean {
  const known = new Set(["critical", "issue", "issuewild", "iodef", "contactemail", "contactphone"]);
  if (records.some((r) => (r.critical & 128) !== 0 && Object.keys(r).some((tag) => !known.has(tag)))) {
    return false;
  }
  const issuers = records.flatMap((r) => (typeof r.issue === "string" ? [r.issue] : []));
  if (issuers.length === 0) return true;
  const names = issuers.map((value) => value.split(";")[0]!.trim().toLowerCase());
  return names.some((name) => name !== "" && authorities.includes(name));
}

/** Where the domain's name leads: to the sites domain, nowhere, somewhere else, or round in a loop. */
export type PointingResult = "ok" | "none" | "elsewhere" | "loop";

export interface DnsObservation {
  pointing: PointingResult;
  /** The TXT strings at `_mekuri-challenge.{domain}` (empty: none). */
  challenge: readonly string[];
  caaAllowed: boolean;
}

export interface CheckOutcome {
  /** pending: nothing usable yet; dns_found: the name points here but something is missing; verified: all good. */
  state: "pending" | "dns_found" | "verified";
  problem: DomainProblem | null;
}

/** Judges one look at the DNS against the token of the attempt. */
export function judgeDns(observation: DnsObservation, token: string): CheckOutcome {
  const pointingProblem: Record<Exclude<PointingResult, "ok">, DomainProblem> = {
    none: "noRecord",
    elsewhere: "pointsElsewhere",
    loop: "cnameLoop",
  };
  if (observation.pointing !== "ok") {
    return { state: "pending", problem: pointingProblem[observation.pointing] };
  }
  if (observation.challenge.length === 0) return { state: "dns_found", problem: "txtMissing" };
  if (!observation.challenge.includes(token)) return { state: "dns_found", problem: "txtWrong" };
  if (!observation.caaAllowed) return { state: "dns_found", problem: "caaForbids" };
  return { state: "verified", problem: null };
}
