import {
  type BuilderFormConfig,
  type CreateSiteBody,
  columnLetters,
  defaultFormConfig,
  formKinds,
  type SiteDocument,
  type SiteDraft,
  type SiteLanguage,
  type SiteSettings,
  type SiteStatus,
  withMemberAccountFields,
} from "@mekuri/domain";
import type { SiteRow } from "../tenancy/site-scope.ts";
import { siteColumns } from "./site-draft-rows.ts";

/** The editable document of a stored draft; its updatedAt guards the next save. */
export function toSiteDocument(draft: SiteDraft, row: SiteRow): SiteDocument {
  const forms: SiteDocument["forms"] = {};
  for (const lang of draft.languages) {
    const mine = draft.forms.filter((form) => form.lang === lang || form.lang === undefined);
    // A membership form saved before the account fields had fixed ids is handed out upgraded, as
    // the site serves it: the save schema wants those ids, so the document loads and saves as is.
    if (mine.length) {
      forms[lang] = mine.map(({ typeForm, fields }) => ({
        typeForm,
        fields: typeForm === "MEMBERSHIP_SETTING" ? withMemberAccountFields(fields, lang) : fields,
      }));
    }
  }
  const popup = (kind: "timeLimit" | "applicantLimit") => {
    const stored = draft.popupCtas[kind];
    if (!stored) return null;
    const { id: _id, kind: _kind, ...rest } = stored;
    return rest;
  };
  return {
    id: draft.id,
    accountId: draft.accountId,
    status: draft.status as SiteStatus,
    ...siteColumns(draft),
    categories: draft.categories
      .map(({ columnIndex, names, textColor }) => ({ columnIndex, names, textColor }))
      .sort((a, b) => a.columnIndex - b.columnIndex),
    pages: [...draft.pages].sort((a, b) => a.columnIndex - b.columnIndex || a.rowIndex - b.rowIndex),
    sns: draft.sns,
    texts: draft.texts,
    popupCtas: { timeLimit: popup("timeLimit"), applicantLimit: popup("applicantLimit") },
    campaign: draft.campaign,
    forms,
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

export const defaultSettings: SiteSettings = {
  logo: null,
  faviconUrl: null,
  globalMenu: { textColor: "#FFFFFF", backgroundColor: "#111827", fontSize: 14, width: null },
  speakerColor: "#FFFFFF",
  display: { languageIcon: true, globalMenu: true, pageCount: true, album: true },
  swipeRedirection: true,
  safeAreaColor: "#000000",
  isEcLink: false,
  autoAttachUrlParam: true,
  branding: { logoUrl: null, mainColor: null, textColor: null },
};

/** The spec's default contact, membership and homepage forms in one language. */
export function defaultForms(lang: SiteLanguage): BuilderFormConfig[] {
  return formKinds.map((kind) => defaultFormConfig(kind, lang));
}

/**
 * A new site's document: the grid's columns named A, B … in every language (global menu items are
 * required and unique), empty SEO texts, the default forms, no creatives yet.
 */
export function newSiteDocument(
  body: Required<Omit<CreateSiteBody, "accountId">>,
  ids: { id: string; accountId: string; updatedAt: string },
): SiteDocument {
  const each = <T>(make: (lang: SiteLanguage) => T) =>
    Object.fromEntries(body.languages.map((lang) => [lang, make(lang)])) as Partial<Record<SiteLanguage, T>>;
  return {
    ...ids,
    status: "DRAFT",
    name: body.name,
    numberHorizontal: body.numberHorizontal,
    numberVertical: body.numberVertical,
    viewMode: body.viewMode,
    defaultLanguage: body.defaultLanguage,
    languages: body.languages,
    settings: defaultSettings,
    scripts: { contactScript: "", membershipScript: "", formScript: "" },
    customDomain: null,
    customPath: null,
    categories: Array.from({ length: body.numberHorizontal }, (_, columnIndex) => ({
      columnIndex,
      names: each(() => columnLetters(columnIndex) ?? ""),
      textColor: null,
    })),
    pages: [],
    sns: [],
    texts: each(() => ({
      seo: { title: "", h1: "", description: "", headTags: "", bodyTags: "" },
      company: null,
    })),
    popupCtas: { timeLimit: null, applicantLimit: null },
    campaign: null,
    forms: each(defaultForms),
  };
}
