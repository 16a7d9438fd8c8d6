import type { PageMedia, SiteDocument } from "@mekuri/domain";

/** A draft site of 2 columns × 3 rows in Japanese, as GET /site/{id} returns it. */
export const siteId = "0b6b2c2e-8a57-4d3f-9a52-3c1f1e0d9a11";

export const image: PageMedia = {
  type: "IMAGE",
  image: {
    src: "/media/a1.jpg",
    width: 1080,
    height: 2128,
    variants: [{ width: 400, src: "/media/a1-400.webp" }],
  },
  videoUrl: null,
  hlsPath: null,
  poster: null,
};

export function siteFixture(pages: SiteDocument["pages"] = []): SiteDocument {
  return {
    id: siteId,
    accountId: "account",
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
      globalMenu: { textColor: "#FFFFFF", backgroundColor: "#000000", fontSize: 14, width: null },
      speakerColor: "#FFFFFF",
      display: { languageIcon: false, globalMenu: true, pageCount: true, album: false },
      swipeRedirection: true,
      safeAreaColor: "#000000",
      isEcLink: false,
      autoAttachUrlParam: true,
    },
    scripts: { contactScript: "", membershipScript: "", formScript: "" },
    customDomain: null,
    customPath: null,
    domainSetup: null,
    categories: [],
    pages,
    sns: [],
    texts: {},
    popupCtas: { timeLimit: null, applicantLimit: null },
    campaign: null,
    forms: {},
    updatedAt: "2026-11-22T00:00:00.000Z",
  };
}
