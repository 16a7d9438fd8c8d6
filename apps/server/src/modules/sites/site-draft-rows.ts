import type { SiteDraft, SiteLanguage } from "@mekuri/domain";

/*
 * The rows of a draft's parts, shared by the writer of a new site (site-draft-writer.ts) and the
 * store of a saved document (site-document-store.ts), so both store a part the same way.
 */

type Draft = Pick<
  SiteDraft,
  | "name"
  | "numberHorizontal"
  | "numberVertical"
  | "viewMode"
  | "defaultLanguage"
  | "languages"
  | "settings"
  | "scripts"
  | "customDomain"
  | "customPath"
  | "sns"
  | "texts"
>;
type Category = Omit<SiteDraft["categories"][number], "id">;
type Page = Omit<SiteDraft["pages"][number], "id" | "details" | "buttons" | "products" | "links">;

/** The site's own settings: its row's columns, and the same fields of the document the console edits. */
export function siteColumns(draft: Draft) {
  return {
    name: draft.name,
    numberHorizontal: draft.numberHorizontal,
    numberVertical: draft.numberVertical,
    viewMode: draft.viewMode,
    defaultLanguage: draft.defaultLanguage,
    languages: draft.languages,
    settings: draft.settings,
    scripts: draft.scripts,
    customDomain: draft.customDomain,
    customPath: draft.customPath,
  };
}

export function categoryRows(siteId: string, categories: Category[]) {
  return categories.map((c) => ({
    siteId,
    columnIndex: c.columnIndex,
    names: c.names,
    textColor: c.textColor,
  }));
}

export function pageRow(siteId: string, page: Page) {
  return {
    siteId,
    columnIndex: page.columnIndex,
    rowIndex: page.rowIndex,
    media: page.media,
    thumbnail: page.thumbnail,
    membersOnlyLock: page.membersOnlyLock,
    backgroundMusicUrl: page.backgroundMusicUrl,
    chatbotScript: page.chatbotScript,
  };
}

export function detailRows(pageId: string, details: SiteDraft["pages"][number]["details"]) {
  return Object.entries(details).map(([lang, detail]) => ({ pageId, lang, detail }));
}

export function snsRows(siteId: string, sns: Draft["sns"]) {
  return sns.map((s, sortOrder) => ({ siteId, sortOrder, snsType: s.snsType, snsUrl: s.snsUrl }));
}

export function textRows(siteId: string, texts: Draft["texts"]) {
  return (Object.entries(texts) as [SiteLanguage, NonNullable<Draft["texts"][SiteLanguage]>][]).map(
    ([lang, t]) => ({ siteId, lang, seo: t.seo, company: t.company }),
  );
}
