import { compileSite, mapSnapshotPages, type SiteSnapshot, toLocale } from "@mekuri/domain";
import type { Db } from "../../platform/database/database.ts";
import { notFound } from "../../platform/http/app-error.ts";
import { planFlagsOfAccount } from "../sites/plan-flags.ts";
import { loadSiteDraft } from "../sites/site-service.ts";
import type { PreviewSite } from "./preview-access.ts";

/**
 * The draft compiled on the fly, as publishing would compile it, in one language, with the
 * members-only pages' content filled in: the preview shows everything the site will show.
 */
export async function compilePreview(
  db: Db,
  site: PreviewSite,
  requestedLang: string | undefined,
  now = new Date(),
): Promise<SiteSnapshot> {
  const draft = await loadSiteDraft(db, site.id);
  if (!draft) throw notFound();
  const plan = await planFlagsOfAccount(db, site.account);
  const compiled = compileSite(draft, plan, draft.publishedVersion ?? 0, now);
  const wanted = toLocale(requestedLang);
  const chosen =
    compiled.find((entry) => entry.lang === wanted) ??
    compiled.find((entry) => entry.lang === draft.defaultLanguage);
  if (!chosen) throw notFound();
  const { publicData, privateData } = chosen;
  return mapSnapshotPages(publicData, (page) =>
    page.content === null && privateData.pages[page.id]
      ? { ...page, content: privateData.pages[page.id]! }
      : page,
  );
}
