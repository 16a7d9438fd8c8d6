import type {
  BuilderCampaign,
  BuilderPopupCta,
  BuilderSeo,
  CompanyInfo,
  SiteDocument,
  SiteLanguage,
} from "@mekuri/domain";

/** Empty values for settings a site does not have yet, created when the operator first edits them. */
export const emptySeo: BuilderSeo = { title: "", h1: "", description: "", headTags: "", bodyTags: "" };

export const emptyCompany: CompanyInfo = {
  companyWebsite: "",
  companyProfile: "",
  companyClause: "",
  termsOfService: "",
  privacyPolicy: "",
  showInContact: false,
  showInForm: false,
  showInMemberShip: false,
  agreementRequired: false,
};

export function newId(): string {
  return crypto.randomUUID();
}

/** Every page order of a grid with `rows` rows (at most 100): a new popup or campaign shows everywhere at first. */
export const allPages = (rows: number) =>
  Array.from({ length: Math.max(0, Math.min(rows, 100)) }, (_, i) => i + 1);

export function defaultPopup(rows: number): BuilderPopupCta {
  return {
    text: "",
    image: null,
    media: null,
    startDate: null,
    endDate: null,
    limit: null,
    showRemainingTime: true,
    effectivePages: allPages(rows),
    transitionType: "INTERNAL_URL",
    internalLinkType: "contact",
    linkUrl: "",
    linkButtonColor: "#E8590C",
    linkTextColor: "#FFFFFF",
    surveyId: null,
    countsAsConversion: false,
    style: {
      backgroundColor: "#FFFFFF",
      textColor: "#212529",
      textSize: 14,
      width: 300,
      height: 120,
      shape: "SLIGHTLY_ROUNDED_EDGE",
      textAlignment: "TOP",
    },
  };
}

export function defaultCampaign(rows: number): BuilderCampaign {
  return {
    names: {},
    backgrounds: {},
    backgroundColor: "#FFFFFF",
    backgroundOpacity: 100,
    startDate: null,
    endDate: null,
    effectivePages: allPages(rows),
    isOnClickCount: true,
    positionLp: "center",
    banners: [],
    buttons: [],
    links: [],
  };
}

/**
 * admin.md §4 Builder rules: changing the default language resets all entered information. Every
 * per-language text goes; the grid, the media and the site settings stay.
 */
export function resetForDefaultLanguage(site: SiteDocument, language: SiteLanguage): SiteDocument {
  return {
    ...site,
    defaultLanguage: language,
    languages: site.languages.includes(language) ? site.languages : [...site.languages, language],
    categories: site.categories.map((category) => ({ ...category, names: {} })),
    pages: site.pages.map((page) => ({ ...page, details: {}, buttons: {}, products: {}, links: {} })),
    texts: {},
    forms: {},
    campaign: site.campaign ? { ...site.campaign, names: {}, backgrounds: {} } : null,
  };
}

/** admin.md §4: changing the grid clears the creative settings. */
export function changeGrid(site: SiteDocument, columns: number, rows: number): SiteDocument {
  return { ...site, numberHorizontal: columns, numberVertical: rows, pages: [] };
}

/** The 1-based page orders of a grid (popup and campaign effective pages). */
export function pageCount(site: Pick<SiteDocument, "numberHorizontal" | "numberVertical">): number {
  return Math.max(0, site.numberHorizontal) * Math.max(0, site.numberVertical);
}
