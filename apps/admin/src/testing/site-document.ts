import type { SiteDocument } from "@mekuri/domain";

/** A new draft 2 × 3 site in Japanese (columns named A and B), as GET /site/{id} returns it. */
export function siteDocument(overrides: Partial<SiteDocument> = {}): SiteDocument {
  return {
    id: "5b1f0a52-7d0c-4a37-9f5e-3f0c2b8d9a11",
    accountId: "a3c1e8f2-1b2d-4c5e-8f90-1234567890ab",
    status: "DRAFT",
    name: "Spring sale",
    numberHorizontal: 2,
    numberVertical: 3,
    viewMode: "MOBILE",
    defaultLanguage: "ja",
    languages: ["ja"],
    settings: {
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
    },
    scripts: { contactScript: "", membershipScript: "", formScript: "" },
    customDomain: null,
    customPath: null,
    categories: [
      { columnIndex: 0, names: { ja: "A" }, textColor: null },
      { columnIndex: 1, names: { ja: "B" }, textColor: null },
    ],
    pages: [],
    sns: [],
    texts: { ja: { seo: { title: "", h1: "", description: "", headTags: "", bodyTags: "" }, company: null } },
    popupCtas: { timeLimit: null, applicantLimit: null },
    campaign: null,
    forms: {},
    updatedAt: "2026-11-22T05:00:00.000Z",
    ...overrides,
  };
}
