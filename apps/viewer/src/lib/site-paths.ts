import type { Locale } from "@domain/i18n/locales.ts";
import { buildSitePath, type SitePathBase, type SiteTarget } from "@domain/viewer/site-path.ts";
import type { SiteSnapshot } from "@mekuri/domain";

/**
 * The server tells the viewer its base path: "/sites/{siteId}" on the shared domain, "" or the
 * custom site path on a custom domain.
 */
export function sitePathBase(snapshot: SiteSnapshot, basePath: string): SitePathBase {
  const onSharedDomain = basePath.startsWith("/sites/");
  return {
    siteId: snapshot.siteId,
    defaultLanguage: snapshot.defaultLanguage,
    customDomain: !onSharedDomain,
    customPath: onSharedDomain ? null : basePath,
  };
}

export function sitePath(
  snapshot: SiteSnapshot,
  basePath: string,
  target: SiteTarget,
  query: string,
  language: Locale = snapshot.lang,
): string {
  return buildSitePath(sitePathBase(snapshot, basePath), { language, target, query });
}
