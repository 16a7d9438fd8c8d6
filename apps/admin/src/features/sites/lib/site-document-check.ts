// Before the shared schema is built: this module is where the builder loads the schema library.
import "@/lib/zod-config";
import { type SiteDocument, siteDocumentFor } from "@mekuri/domain";

/** Field path ("texts.ja.seo.title") → message. */
export type Issues = Record<string, string>;

/**
 * The site document against the schema the server uses: the first message reference of each
 * refused field, which the builder shows in its language.
 */
export function checkSiteDocument(site: SiteDocument, maxPages: number): Issues {
  const result = siteDocumentFor({ maxPages }).safeParse(site);
  if (result.success) return {};
  const issues: Issues = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    issues[path] ??= issue.message;
  }
  return issues;
}

export type CheckSiteDocument = typeof checkSiteDocument;
