import { type ConversionKind, normalizePositionCode, type SiteSnapshot, snapshotPages } from "@mekuri/domain";
import type { AnalyticsStore } from "./analytics-store.ts";

/** The viewer's cookies (viewer.md §7 and §9): the visitor's session id and the page it is on. */
const sessionCookie = "sessionId";
const positionCookie = "position";
const storableId = /^[^\0\ud800-\udfff]{1,64}$/;

function cookieValue(header: string | string[] | undefined, name: string): string | undefined {
  const text = Array.isArray(header) ? header.join("; ") : header;
  if (!text) return undefined;
  for (const part of text.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The page of the site at the position the viewer last showed, if it still exists. */
function pageAtPosition(snapshot: SiteSnapshot | undefined, position: string | undefined): string | null {
  const code = position ? normalizePositionCode(position) : undefined;
  if (!snapshot || !code) return null;
  return snapshotPages(snapshot).find((page) => page.code === code)?.id ?? null;
}

export interface ConversionInput {
  siteId: string;
  kind: ConversionKind;
  /** The form, survey or member registration converted (its id, or the kind when it has none). */
  targetId: string;
  lang: string | null;
  /** The request's headers: its cookies link the conversion to the visit and its starting page. */
  headers: Record<string, string | string[] | undefined>;
  snapshot?: SiteSnapshot;
}

/**
 * Conversions are recorded by the server when it has stored what was submitted (docs/decisions/038),
 * never taken from the browser. They are raw events like the viewer's, so the rollup counts them
 * with the visit of the same session id; without the cookie they count for the site, not a visit.
 */
export class ConversionRecorder {
  constructor(private readonly store: AnalyticsStore) {}

  async record(input: ConversionInput): Promise<void> {
    const session = cookieValue(input.headers.cookie, sessionCookie);
    const sessionId = session && storableId.test(session) ? session : "";
    const pageId = pageAtPosition(input.snapshot, cookieValue(input.headers.cookie, positionCookie));
    await this.store.recordConversions([
      {
        receivedAt: new Date().toISOString(),
        siteId: input.siteId,
        pageId,
        targetId: input.targetId.slice(0, 64),
        lang: input.lang,
        sessionId,
        kind: input.kind,
      },
    ]);
  }
}
