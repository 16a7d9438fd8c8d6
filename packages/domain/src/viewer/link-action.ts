/**
 * What a click on a button, link area, popup CTA or campaign item does (viewer.md §4, §5, §7;
 * admin.md §4 Campaign). The rule decides; the app performs the returned action.
 */
export type LinkKind =
  | "page-jump"
  | "internal"
  | "contact"
  | "form"
  | "register"
  | "external"
  | "script"
  | "survey";

/**
 * Link type names across the schema (CONTACT, FORM, MEMBERSHIP, EXTERNAL, CREATIVE_BLOCK, SCRIPT,
 * SURVEY), the popup transitions (INTERNAL_URL, EXTERNAL_URL) and the legacy names (LINK,
 * LINK_TO_PAGE, which count as a creative block), in any case.
 */
const kindsByType: Record<string, LinkKind> = {
  link: "page-jump",
  link_to_page: "page-jump",
  creative_block: "page-jump",
  internal: "internal",
  internal_url: "internal",
  contact: "contact",
  form: "form",
  forms: "form",
  membership: "register",
  register: "register",
  external: "external",
  external_url: "external",
  url: "external",
  script: "script",
  survey: "survey",
};

export function linkKindOf(type: string | null | undefined): LinkKind | undefined {
  const key = (type ?? "").trim().toLowerCase();
  return Object.hasOwn(kindsByType, key) ? kindsByType[key] : undefined;
}

export interface LinkInput {
  /** buttonLinkType, linkType, transitionType or linkDestinationType. */
  type?: string | null;
  /** linkDestinationUrl or linkUrl: a page order, an internal page name, a URL or script text. */
  destination?: string | null;
  /** linkedSurveyId or surveyId. */
  surveyId?: string | number | null;
  /** Popups: contact, form or membership when the transition is INTERNAL_URL. */
  internalLinkType?: string | null;
}

export interface ExperimentCookie {
  variationId: string;
  experimentId: string;
  sessionUserId: string;
}

export interface ClickContext {
  viewOnly?: boolean;
  autoAttachUrlParam: boolean;
  /** The site's "EC link" setting: external links lead on to the shop in the same tab. */
  ecLink?: boolean;
  siteId: string;
  pageId?: string | null;
  /** Set for popup CTA clicks only. */
  popupId?: string | null;
  experiment?: ExperimentCookie | null;
  /** The current query string, "?a=1" or "a=1". */
  currentQuery?: string | null;
  /** Whether the text parses as JavaScript; in a browser, `new Function(code)` inside a try. */
  parses: (code: string) => boolean;
}

export type InternalPage = "contact" | "forms" | "register";

export type NoActionReason =
  | "view-only"
  | "unknown-type"
  | "empty-destination"
  | "not-a-page-number"
  | "no-survey"
  | "invalid-script"
  | "unsafe-url";

export type ClickAction =
  | { kind: "none"; reason: NoActionReason }
  | { kind: "page-jump"; pageOrder: number }
  | { kind: "internal"; page: InternalPage }
  | { kind: "survey"; surveyId: string }
  | { kind: "external"; url: string; newTab: boolean }
  | { kind: "script"; code: string };

const none = (reason: NoActionReason): ClickAction => ({ kind: "none", reason });

/**
 * An empty destination does nothing, except for a survey (which needs its survey id instead) and for
 * the link types that name their page themselves (CONTACT, FORM, MEMBERSHIP, or INTERNAL_URL with an
 * internalLinkType): the schema stores those with an empty destination.
 */
export function resolveClick(link: LinkInput, context: ClickContext): ClickAction {
  if (context.viewOnly) return none("view-only");
  const kind = linkKindOf(link.type);
  if (!kind) return none("unknown-type");
  const destination = (link.destination ?? "").trim();

  switch (kind) {
    case "survey": {
      const surveyId = String(link.surveyId ?? "").trim();
      return surveyId ? { kind: "survey", surveyId } : none("no-survey");
    }
    case "contact":
      return { kind: "internal", page: "contact" };
    case "form":
      return { kind: "internal", page: "forms" };
    case "register":
      return { kind: "internal", page: "register" };
    case "internal": {
      const named = (link.internalLinkType ?? "").trim() || destination;
      return named ? { kind: "internal", page: internalPageOf(named) } : none("empty-destination");
    }
  }

  if (!destination) return none("empty-destination");
  switch (kind) {
    case "page-jump": {
      const pageOrder = parsePageOrder(destination);
      return pageOrder === undefined ? none("not-a-page-number") : { kind: "page-jump", pageOrder };
    }
    case "script":
      return context.parses(destination) ? { kind: "script", code: destination } : none("invalid-script");
    case "external": {
      const url = externalUrl(destination, context);
      return url ? { kind: "external", url, newTab: !context.ecLink } : none("unsafe-url");
    }
  }
}

/** "contact" → contact, "form"/"forms" → forms, anything else → register (viewer.md §4). */
export function internalPageOf(name: string): InternalPage {
  const key = name.trim().toLowerCase();
  if (key === "contact") return "contact";
  if (key === "form" || key === "forms") return "forms";
  return "register";
}

/** Digits only ("3", " 12 "); "3a", "-1", "1.5" and "" are not page numbers. */
export function parsePageOrder(destination: string): number | undefined {
  const text = destination.trim();
  if (!/^\d+$/.test(text)) return undefined;
  const order = Number(text);
  return Number.isSafeInteger(order) ? order : undefined;
}

/**
 * The URL opened in a new tab. A URL without a scheme gets https:// (creators type "example.com");
 * schemes other than http(s) are refused so a link can never run script (javascript:, data:).
 * With autoAttachUrlParam on, site_id, page_id, popup_id (popups), the experiment ids (when the
 * experiment cookie exists) and the current query parameters are appended; a parameter the
 * destination already has keeps the destination's value.
 */
export function externalUrl(destination: string, context: ClickContext): string | undefined {
  let url = destination.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined && !url.startsWith("//")) url = `https://${url}`;
  else if (scheme !== undefined && scheme !== "http" && scheme !== "https") return undefined;
  if (!context.autoAttachUrlParam) return url;

  const params: string[] = [];
  const add = (key: string, value: string | null | undefined) => {
    if (value) params.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  };
  add("site_id", context.siteId);
  add("page_id", context.pageId);
  add("popup_id", context.popupId);
  if (context.experiment) {
    add("variation_id", context.experiment.variationId);
    add("experiment_id", context.experiment.experimentId);
    add("session_user_id", context.experiment.sessionUserId);
  }
  params.push(...queryParts(context.currentQuery ?? ""));
  return appendQuery(url, params);
}

function queryParts(query: string): string[] {
  return query
    .replace(/^\?/, "")
    .split("&")
    .filter((part) => part !== "");
}

function keyOf(part: string): string {
  const raw = part.split("=")[0] ?? "";
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}

function appendQuery(url: string, parts: string[]): string {
  const hashAt = url.indexOf("#");
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const existing = queryAt === -1 ? [] : queryParts(beforeHash.slice(queryAt + 1));
  const seen = new Set(existing.map(keyOf));
  const added = parts.filter((part) => {
    const key = keyOf(part);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const all = [...existing, ...added];
  return `${path}${all.length > 0 ? `?${all.join("&")}` : ""}${hash}`;
}
