// Before the shared schema is built: this module is where the builder loads the schema library.
import "@/lib/zod-config";
import { type Locale, type SiteDocument, siteDocumentFor } from "@mekuri/domain";
import { localizeMessage } from "@/lib/messages";

/** Field path ("texts.ja.seo.title") → message (already in the UI language). */
export type Issues = Record<string, string>;

/** The site document against the schema the server uses: the first message of each refused field. */
export function checkSiteDocument(site: SiteDocument, maxPages: number, locale: Locale): Issues {
  const result = siteDocumentFor({ maxPages }).safeParse(site);
  if (result.success) return {};
  const issues: Issues = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    issues[path] ??= localizeMessage(issue.message, locale);
  }
  return issues;
}

export type CheckSiteDocument = typeof checkSiteDocument;
