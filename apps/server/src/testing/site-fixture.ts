import {
  type BuilderPopupCta,
  type Button,
  type CompanyInfo,
  emptyDetail,
  type PageDetail,
  type SiteDraftInput,
  type SiteSettings,
} from "@mekuri/domain";

export const fixtureSettings: SiteSettings = {
  logo: null,
  faviconUrl: null,
  globalMenu: { textColor: "#FFFFFF", backgroundColor: "#111827", fontSize: 14, width: null },
  speakerColor: "#FFFFFF",
  display: { languageIcon: true, globalMenu: true, pageCount: true, album: false },
  swipeRedirection: true,
  safeAreaColor: "#000000",
  isEcLink: false,
  autoAttachUrlParam: true,
  branding: { logoUrl: null, mainColor: null, textColor: null },
};

/** The company information of a site's language (texts.{lang}.company). */
export const fixtureCompany: CompanyInfo = {
  companyWebsite: "https://example.com",
  companyProfile: "Example Inc.",
  companyClause: "<p>Seller: Example Inc.</p>",
  termsOfService: "<p>Terms</p>",
  privacyPolicy: "<p>Privacy</p>",
  showInContact: true,
  showInForm: false,
  showInMemberShip: true,
  agreementRequired: false,
};

export function fixtureDetail(mainText: string): PageDetail {
  return { ...emptyDetail, imageAlt: mainText, mainText, mainTextX: 24, mainTextY: 520 };
}

export function fixtureButton(text: string): Button {
  return {
    id: "new",
    order: 0,
    buttonType: "TEXT",
    buttonText: text,
    buttonTextColor: "#FFFFFF",
    buttonColor: "#99D52A",
    buttonImage: null,
    buttonContentHtml: "",
    buttonShape: "PILL",
    buttonWidth: 120,
    buttonHeight: 40,
    buttonPositionTop: 600,
    buttonPositionLeft: 127,
    isFixedPosition: false,
    textSize: 14,
    textAlign: "TOP",
    buttonAnimation: "PULSE",
    microcopyText: "",
    microcopyTextColor: "#FFFFFF",
    buttonLinkType: "CONTACT",
    linkDestinationUrl: "",
    linkedSurveyId: null,
    countsAsConversion: false,
  };
}

/** A popup CTA to an external link on the first row's pages, without dates or limit unless changed. */
export function fixturePopupCta(change: Partial<BuilderPopupCta> = {}): BuilderPopupCta {
  return {
    text: "Gift",
    image: null,
    media: null,
    startDate: null,
    endDate: null,
    limit: null,
    showRemainingTime: false,
    effectivePages: [1],
    transitionType: "EXTERNAL_URL",
    internalLinkType: null,
    linkUrl: "https://example.com",
    linkButtonColor: "#000000",
    linkTextColor: "#FFFFFF",
    surveyId: null,
    countsAsConversion: false,
    style: {
      backgroundColor: "#000",
      textColor: "#fff",
      textSize: 14,
      width: 343,
      height: 72,
      shape: "PILL",
      textAlignment: "TOP",
    },
    ...change,
  };
}

const image = (name: string) => ({
  type: "IMAGE" as const,
  image: { src: `/media/${name}.jpg`, width: 1080, height: 2128, variants: [] },
  videoUrl: null,
  hlsPath: null,
  poster: null,
});

/** A 2 × 2 site in Japanese and English; B2 is members-only. */
export function siteFixture(accountId: string): SiteDraftInput {
  const page = (columnIndex: number, rowIndex: number, text: string, membersOnlyLock = false) => ({
    columnIndex,
    rowIndex,
    media: image(`${columnIndex}-${rowIndex}`),
    thumbnail: null,
    membersOnlyLock,
    backgroundMusicUrl: null,
    chatbotScript: null,
    details: { ja: fixtureDetail(`${text}（日本語）`), en: fixtureDetail(`${text} (English)`) },
    buttons: { ja: [fixtureButton("お問い合わせ")], en: [fixtureButton("Contact us")] },
    products: {},
    links: {},
  });
  return {
    accountId,
    name: "Fixture site",
    numberHorizontal: 2,
    numberVertical: 2,
    viewMode: "MOBILE",
    defaultLanguage: "ja",
    languages: ["ja", "en"],
    settings: fixtureSettings,
    scripts: { contactScript: "", membershipScript: "", formScript: "" },
    customDomain: null,
    customPath: null,
    categories: [
      { columnIndex: 0, names: { ja: "新商品", en: "New" }, textColor: null },
      { columnIndex: 1, names: { ja: "会員", en: "Members" }, textColor: null },
    ],
    pages: [page(0, 0, "A1"), page(0, 1, "A2"), page(1, 0, "B1"), page(1, 1, "Secret B2", true)],
    sns: [{ snsType: "instagram", snsUrl: "https://instagram.com/mekuri" }],
    texts: {
      ja: {
        seo: { title: "フィクスチャ", h1: "フィクスチャ", description: "説明", headTags: "", bodyTags: "" },
        company: null,
      },
      en: {
        seo: { title: "Fixture", h1: "Fixture", description: "About", headTags: "", bodyTags: "" },
        company: null,
      },
    },
    popupCtas: { timeLimit: null, applicantLimit: null },
    campaign: null,
    forms: [],
  };
}
