import {
  mapSnapshotPages,
  type ParsedSitePath,
  type SiteSnapshot,
  type SpecialPage,
  withoutContent,
} from "@mekuri/domain";

/**
 * The site's special pages (viewer.md §2 Other end-user destinations): register, register-success,
 * login, contact, contact-success, forms, form-success, survey/{id}, and "survey" alone for the
 * list of the site's surveys. A position in the path makes it no special page.
 */
export function specialPageOf(parsed: ParsedSitePath): SpecialPage | undefined {
  if (parsed.position) return undefined;
  if (parsed.target?.kind === "page") return { name: parsed.target.page };
  if (parsed.target?.kind === "survey") return { name: "survey", surveyId: parsed.target.surveyId };
  if (parsed.rest === "survey") return { name: "survey", surveyId: null };
  return undefined;
}

export function specialPageKey(page: SpecialPage): string {
  return page.name === "survey" ? `survey/${page.surveyId ?? ""}` : page.name;
}

/**
 * The query the page is rendered with: a registration link's one-time token is read by the page
 * from the address and never written into (or cached with) the HTML.
 */
export function specialPageQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("token");
  return params.toString();
}

/** The special pages show no swipe page: the snapshot goes without any page content. */
export function snapshotWithoutContent(snapshot: SiteSnapshot): SiteSnapshot {
  return mapSnapshotPages(snapshot, withoutContent);
}
