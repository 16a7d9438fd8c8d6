import type { Locale } from "../i18n/locales.ts";
import { normalizePositionCode } from "./position.ts";

/**
 * Public site paths (viewer.md §2 "Other end-user destinations"):
 *
 *   /sites/{siteId}[/{LANG}][/{position} | /{page} | /survey/{surveyId}][?query]
 *   [/{customPath}][/{LANG}][/{position} | /{page} | /survey/{surveyId}][?query]   (custom domain)
 *
 * The language segment is left out for the site's default language. Round trip: for every valid
 * input, `parseSitePath(buildSitePath(base, to))` gives back the same target, the same language and,
 * outside custom domains, the same site id.
 */
export const sitePageNames = [
  "register",
  "contact",
  "login",
  "forms",
  "form-success",
  "contact-success",
  "register-success",
  "reset-password",
  "new-password",
] as const;
export type SitePageName = (typeof sitePageNames)[number];

export type SiteTarget =
  | { kind: "topic"; position?: string }
  | { kind: "page"; page: SitePageName }
  | { kind: "survey"; surveyId: string };

export interface SitePathBase {
  siteId: string;
  defaultLanguage: Locale;
  customDomain: boolean;
  /** Only used with a custom domain, e.g. "shop" or "/shop/". */
  customPath?: string | null;
}

export interface SitePathRequest {
  language: Locale;
  target: SiteTarget;
  /** The current query string ("?a=1" or "a=1"), carried over unless `carryQuery` is false. */
  query?: string | null;
  carryQuery?: boolean;
}

/**
 * Written as the spec's upper-case codes (JP, EN, CN, KR), the form visitors see in the language
 * selector; parsing accepts any case.
 */
const languageSegments: Record<Locale, string> = { ja: "JP", en: "EN", zh: "CN", ko: "KR" };
const segmentLanguages: Record<string, Locale> = { jp: "ja", ja: "ja", en: "en", cn: "zh", kr: "ko" };

export function languageSegment(language: Locale): string {
  return languageSegments[language];
}

export function languageFromSegment(segment: string): Locale | undefined {
  return Object.hasOwn(segmentLanguages, segment.toLowerCase())
    ? segmentLanguages[segment.toLowerCase()]
    : undefined;
}

/** An invalid position code is dropped (the path then opens the site's first page) rather than kept. */
export function buildSitePath(base: SitePathBase, request: SitePathRequest): string {
  const segments = base.customDomain
    ? splitSegments(base.customPath ?? "")
    : ["sites", encodeURIComponent(base.siteId)];
  if (request.language !== base.defaultLanguage) segments.push(languageSegment(request.language));
  segments.push(...targetSegments(request.target));
  const query = request.carryQuery === false ? "" : (request.query ?? "").replace(/^\?/, "");
  return `/${segments.join("/")}${query ? `?${query}` : ""}`;
}

export interface ParsedSitePath {
  /** Present when the path has the /sites/{siteId} form. */
  siteId?: string;
  position?: string;
  /** The language of the path: the default language when no language segment is present. */
  language: Locale;
  languageInPath: boolean;
  /** What follows the language and position segments, without slashes at either end. */
  rest: string;
  /** The recognised destination; undefined when `rest` is not one the viewer knows. */
  target?: SiteTarget;
}

export interface SitePathContext {
  defaultLanguage: Locale;
  customDomain: boolean;
  customPath?: string | null;
}

/**
 * Returns undefined when the path is not under the site's root. The language and position segments
 * are accepted in either order, since the route lists the position before the language while the
 * builder writes the language first.
 */
export function parseSitePath(path: string, context: SitePathContext): ParsedSitePath | undefined {
  let segments = splitSegments(stripQueryAndHash(path));
  let siteId: string | undefined;
  if (context.customDomain) {
    const prefix = splitSegments(context.customPath ?? "");
    if (!prefix.every((segment, index) => segments[index] === segment)) return undefined;
    segments = segments.slice(prefix.length);
  } else {
    if (segments[0] !== "sites" || !segments[1]) return undefined;
    siteId = safeDecode(segments[1]);
    segments = segments.slice(2);
  }

  let language: Locale | undefined;
  let position: string | undefined;
  for (let taken = 0; taken < 2 && segments.length > 0; taken += 1) {
    const head = segments[0]!;
    const asLanguage = language ? undefined : languageFromSegment(head);
    const asPosition = position ? undefined : normalizePositionCode(head);
    if (asLanguage) language = asLanguage;
    else if (asPosition) position = asPosition;
    else break;
    segments = segments.slice(1);
  }

  const rest = segments.join("/");
  const parsed: ParsedSitePath = {
    language: language ?? context.defaultLanguage,
    languageInPath: language !== undefined,
    rest,
  };
  if (siteId !== undefined) parsed.siteId = siteId;
  if (position !== undefined) parsed.position = position;
  const target = targetOf(segments, position);
  if (target) parsed.target = target;
  return parsed;
}

const specialEndings = new Set(["register", "contact", "login", "forms", "form-success", "survey"]);

/**
 * viewer.md §2: a path ending in register, contact, login, forms, form-success or survey. A survey
 * path carries its id after "survey" (survey/{id}); it counts too, as it is the same page.
 */
export function isSpecialPage(path: string): boolean {
  const segments = splitSegments(stripQueryAndHash(path)).map((s) => s.toLowerCase());
  const last = segments.at(-1);
  if (last === undefined) return false;
  return specialEndings.has(last) || segments.at(-2) === "survey";
}

function targetSegments(target: SiteTarget): string[] {
  switch (target.kind) {
    case "topic": {
      const code = target.position ? normalizePositionCode(target.position) : undefined;
      return code ? [code] : [];
    }
    case "page":
      return [target.page];
    case "survey":
      return ["survey", encodeURIComponent(target.surveyId)];
  }
}

function targetOf(rest: string[], position: string | undefined): SiteTarget | undefined {
  if (rest.length === 0) return position ? { kind: "topic", position } : { kind: "topic" };
  if (position) return undefined;
  const [first, second] = rest;
  if (rest.length === 1 && (sitePageNames as readonly string[]).includes(first!)) {
    return { kind: "page", page: first as SitePageName };
  }
  if (rest.length === 2 && first === "survey") return { kind: "survey", surveyId: safeDecode(second!) };
  return undefined;
}

function splitSegments(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

function stripQueryAndHash(path: string): string {
  return path.replace(/[?#].*$/, "");
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
