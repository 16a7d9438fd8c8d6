import type { ImageAsset, PageMedia } from "../site/content.ts";
import type { SiteDraftInput } from "../site/draft.ts";
import type { SiteLanguage } from "../site/enums.ts";
import { type ButtonSpec, button, demoTexts, demoWords, detail, product } from "./demo-content.ts";
import { demoForms } from "./demo-forms.ts";

/*
 * The demo site, once for everyone: the server seeds it for the demo account (with media it draws
 * on the spot) and the viewer's tests and dev harness compile the same draft into their fixture.
 */

const day = 86_400_000;
export const demoLanguages = ["ja", "en"] as const satisfies readonly SiteLanguage[];
type DemoLanguage = (typeof demoLanguages)[number];

/** The art of each page's picture: its words and colours (the server draws it, the harness too). */
export const demoPalettes = {
  A1: {
    title: "NEW SEASON",
    subtitle: "Swipe up to explore",
    from: "#1E1B4B",
    to: "#BE185D",
    accent: "#F472B6",
  },
  A2: { title: "BEST SELLERS", subtitle: "Tap the dots", from: "#0F172A", to: "#0E7490", accent: "#67E8F9" },
  A3: {
    title: "MAKE IT YOURS",
    subtitle: "Every button style",
    from: "#3F1D38",
    to: "#EA580C",
    accent: "#FDBA74",
  },
  B1: { title: "WATCH", subtitle: "Sound on", from: "#111827", to: "#4338CA", accent: "#A5B4FC" },
  B2: { title: "SPRING SET", subtitle: "Limited time", from: "#14532D", to: "#65A30D", accent: "#D9F99D" },
  B3: {
    title: "YOUR VOICE",
    subtitle: "Tell us what you think",
    from: "#1E293B",
    to: "#7C3AED",
    accent: "#DDD6FE",
  },
  C1: { title: "MEMBERS", subtitle: "For members only", from: "#27272A", to: "#A16207", accent: "#FDE68A" },
  C2: { title: "THANK YOU", subtitle: "See you again", from: "#172554", to: "#0891B2", accent: "#BAE6FD" },
  D1: { title: "GIFTS", subtitle: "Wrapped with care", from: "#4C0519", to: "#BE123C", accent: "#FECDD3" },
  D2: { title: "REVIEWS", subtitle: "Rated 4.8 of 5", from: "#1C1917", to: "#B45309", accent: "#FDE68A" },
  D3: {
    title: "STORES",
    subtitle: "12 stores nationwide",
    from: "#042F2E",
    to: "#0F766E",
    accent: "#99F6E4",
  },
} as const;

export type DemoPageCode = keyof typeof demoPalettes;

/** The demo's pictures and video, wherever they are stored. */
export interface DemoMedia {
  pages: Record<DemoPageCode, ImageAsset>;
  /** The video page (B1): a clip, or its poster alone where no clip could be made. */
  video: PageMedia;
  products: [ImageAsset, ImageAsset];
  mediaButton: ImageAsset;
  campaignBanner: ImageAsset;
  logo: ImageAsset;
}

export interface DemoDraftInput {
  accountId: string;
  media: DemoMedia;
  /** The survey its survey button leads to. */
  surveyId: string;
  /** Campaign and popup items are counted by id across all sites: each seeding makes new ones. */
  newId: () => string;
  now: Date;
}

export function demoImageMedia(image: ImageAsset): PageMedia {
  return { type: "IMAGE", image, videoUrl: null, hlsPath: null, poster: null };
}

/** Buttons of every type, shape and animation, spread over the demo's pages. */
function buttonsFor(code: string, lang: DemoLanguage): ButtonSpec[] {
  const t = demoTexts[lang];
  switch (code) {
    case "A1":
      return [
        {
          text: t.shopNow,
          shape: "PILL",
          animation: "PULSE",
          link: "CREATIVE_BLOCK",
          destination: "2",
          top: 455,
          microcopy: t.microcopy,
        },
      ];
    case "A3":
      return [
        {
          text: t.contact,
          shape: "SHARP_EDGE",
          animation: "GLOW",
          link: "CONTACT",
          top: 360,
          color: "#2563EB",
        },
        {
          type: "MEDIA",
          text: t.external,
          shape: "SLIGHTLY_ROUNDED_EDGE",
          animation: "BOUNCE",
          link: "EXTERNAL",
          destination: "https://example.com",
          top: 425,
          microcopy: t.microcopy,
          color: "#0F766E",
        },
        {
          type: "HTML_CSS",
          text: "",
          shape: "MODERATELY_ROUNDED_EDGE",
          animation: "SHIMMER",
          link: "FORM",
          top: 500,
          html: `<span style="display:block;padding:12px 0;font-weight:700;color:#fff;background:linear-gradient(90deg,#c2410c,#be185d);text-align:center">${t.form}</span>`,
        },
      ];
    case "B2":
      return [
        {
          text: t.register,
          shape: "PILL",
          animation: "GLITCH",
          link: "MEMBERSHIP",
          top: 420,
          color: "#7C3AED",
        },
        {
          text: t.external,
          shape: "MODERATELY_ROUNDED_EDGE",
          animation: "WOBBLE",
          link: "EXTERNAL",
          destination: "https://example.com/spring",
          top: 485,
          conversion: true,
        },
      ];
    case "B3":
      return [
        { text: t.survey2, shape: "PILL", animation: "BUBBLY", link: "SURVEY", top: 380, color: "#DB2777" },
        {
          text: t.script,
          shape: "SLIGHTLY_ROUNDED_EDGE",
          animation: "PULSE_OUT",
          link: "SCRIPT",
          destination: "window.dataLayer && window.dataLayer.push({ event: 'demo_script' })",
          top: 445,
          color: "#475569",
        },
        {
          text: t.contact,
          shape: "SHARP_EDGE",
          animation: "NONE",
          link: "CONTACT",
          top: 510,
          color: "#0EA5E9",
        },
      ];
    case "D1":
      return [
        {
          text: t.chooseGift,
          shape: "PILL",
          animation: "PULSE",
          link: "EXTERNAL",
          destination: "https://example.com/gifts",
          top: 455,
          color: "#9F1239",
          conversion: true,
        },
      ];
    case "D3":
      return [
        {
          text: t.findStore,
          shape: "MODERATELY_ROUNDED_EDGE",
          animation: "NONE",
          link: "EXTERNAL",
          destination: "https://example.com/stores",
          top: 420,
          color: "#115E59",
        },
        { text: t.contact, shape: "PILL", animation: "GLOW", link: "CONTACT", top: 485, color: "#1D4ED8" },
      ];
    case "C2":
      return [
        {
          text: t.shopNow,
          shape: "PILL",
          animation: "PULSE",
          link: "CREATIVE_BLOCK",
          destination: "1",
          top: 455,
        },
      ];
    default:
      return [];
  }
}

const mainTextOf: Record<string, Exclude<keyof (typeof demoTexts)["ja"], "categories">> = {
  A1: "hero",
  A2: "products",
  A3: "buttons",
  B1: "video",
  B2: "story",
  B3: "survey",
  C1: "members",
  C2: "membersMore",
  D1: "gifts",
  D2: "reviews",
  D3: "stores",
};

/**
 * The published demo site of the demo account: four categories in Japanese and English showing
 * every element of viewer.md §2, on 11 pages and an empty cell (rankings need 10 pages, admin.md §9).
 */
export function demoSiteDraft({
  accountId,
  media: assets,
  surveyId,
  newId,
  now,
}: DemoDraftInput): SiteDraftInput {
  const { pages: media, video, products: productImages, mediaButton, campaignBanner: banner, logo } = assets;
  const codes = [
    ["A1", "A2", "A3"],
    ["B1", "B2", "B3"],
    ["C1", "C2", null],
    ["D1", "D2", "D3"],
  ] as const;
  const pages: SiteDraftInput["pages"] = codes.flatMap((column, columnIndex) =>
    column.map((code, rowIndex) => {
      const perLanguage = <T>(make: (lang: DemoLanguage) => T) =>
        Object.fromEntries(demoLanguages.map((lang) => [lang, make(lang)]));
      return {
        columnIndex,
        rowIndex,
        media: code === null ? null : code === "B1" ? video : demoImageMedia(media[code]),
        thumbnail: code === null ? null : media[code],
        membersOnlyLock: code === "C1",
        backgroundMusicUrl: null,
        chatbotScript: null,
        details:
          code === null
            ? {}
            : perLanguage((lang) =>
                detail(demoTexts[lang][mainTextOf[code]!], code === "B2" ? { price: "¥4,980" } : {}),
              ),
        buttons:
          code === null
            ? {}
            : perLanguage((lang) =>
                buttonsFor(code, lang).map((spec, i) => ({
                  ...button(spec, i),
                  linkedSurveyId: spec.link === "SURVEY" ? surveyId : null,
                  buttonImage: spec.type === "MEDIA" ? mediaButton : null,
                })),
              ),
        products:
          code === "A2"
            ? perLanguage((lang) => [
                {
                  ...product(
                    0,
                    lang === "ja" ? "トートバッグ" : "Tote bag",
                    "¥12,800",
                    lang === "ja" ? "毎日使える軽いバッグ。" : "A light bag for every day.",
                    90,
                    300,
                  ),
                  image: productImages[0]!,
                },
                {
                  ...product(
                    1,
                    lang === "ja" ? "腕時計" : "Watch",
                    "¥24,000",
                    lang === "ja" ? "シンプルな文字盤。" : "A clean dial.",
                    250,
                    380,
                  ),
                  image: productImages[1]!,
                },
              ])
            : {},
        links:
          code === "B2"
            ? perLanguage(() => [
                {
                  id: "demo-link",
                  linkType: "EXTERNAL" as const,
                  linkDestinationUrl: "https://example.com/spring",
                  surveyId: null,
                  positionLeft: 40,
                  positionTop: 150,
                  width: 295,
                  height: 140,
                  parentWidth: 375,
                  parentHeight: 739,
                },
              ])
            : {},
      };
    }),
  );

  return {
    accountId,
    name: demoWords.siteName,
    numberHorizontal: 4,
    numberVertical: 3,
    viewMode: "MOBILE",
    defaultLanguage: "ja",
    languages: [...demoLanguages],
    settings: {
      logo: { image: logo, placement: "header", alignment: "left" },
      faviconUrl: logo.variants[0]?.src ?? null,
      globalMenu: { textColor: "#FFFFFF", backgroundColor: "#111827", fontSize: 13, width: null },
      speakerColor: "#FFFFFF",
      display: { languageIcon: true, globalMenu: true, pageCount: true, album: true },
      swipeRedirection: true,
      safeAreaColor: "#111827",
      isEcLink: false,
      autoAttachUrlParam: true,
      branding: { logoUrl: null, mainColor: null, textColor: null },
    },
    scripts: { contactScript: "", membershipScript: "", formScript: "" },
    customDomain: null,
    customPath: null,
    categories: demoTexts.ja.categories.map((name, columnIndex) => ({
      columnIndex,
      names: { ja: name, en: demoTexts.en.categories[columnIndex]! },
      textColor: null,
    })),
    pages,
    sns: [
      { snsType: "instagram", snsUrl: "https://instagram.com/" },
      { snsType: "x", snsUrl: "https://x.com/" },
      { snsType: "line", snsUrl: "https://line.me/" },
      { snsType: "youtube", snsUrl: "https://youtube.com/" },
    ],
    texts: {
      ja: {
        seo: {
          title: "Mekuri デモサイト",
          h1: "Mekuri デモサイト",
          description: "スワイプで めくる ランディングページのデモです。",
          headTags: "",
          bodyTags: "",
        },
        company: {
          companyWebsite: "https://example.com",
          companyProfile: "株式会社デモ。スワイプ型ランディングページの見本です。",
          companyClause: "<p>販売業者：株式会社デモ</p><p>所在地：東京都千代田区</p>",
          termsOfService: "<p>本サイトのご利用にあたっての規約です。</p>",
          privacyPolicy: "<p>個人情報は適切に取り扱います。</p>",
          showInContact: true,
          showInForm: true,
          showInMemberShip: true,
          agreementRequired: true,
        },
      },
      en: {
        seo: {
          title: "Mekuri demo site",
          h1: "Mekuri demo site",
          description: "A demo of a swipeable landing page.",
          headTags: "",
          bodyTags: "",
        },
        company: {
          companyWebsite: "https://example.com",
          companyProfile: "Demo Inc. A sample of a swipe landing page.",
          companyClause: "<p>Seller: Demo Inc.</p><p>Address: Chiyoda, Tokyo</p>",
          termsOfService: "<p>The terms of using this site.</p>",
          privacyPolicy: "<p>We handle personal data with care.</p>",
          showInContact: true,
          showInForm: true,
          showInMemberShip: true,
          agreementRequired: true,
        },
      },
    },
    popupCtas: {
      timeLimit: {
        text: demoWords.popups.timeLimit,
        image: null,
        media: null,
        startDate: new Date(now.getTime() - day).toISOString(),
        endDate: new Date(now.getTime() + 3 * day + 5 * 3_600_000).toISOString(),
        limit: null,
        showRemainingTime: true,
        effectivePages: [1, 2, 3],
        transitionType: "INTERNAL_URL",
        internalLinkType: "contact",
        linkUrl: "",
        linkButtonColor: "#C2410C",
        linkTextColor: "#FFFFFF",
        surveyId: null,
        countsAsConversion: false,
        style: {
          backgroundColor: "#111827",
          textColor: "#FFFFFF",
          textSize: 14,
          width: 343,
          height: 72,
          shape: "MODERATELY_ROUNDED_EDGE",
          textAlignment: "TOP",
        },
      },
      applicantLimit: {
        text: demoWords.popups.applicantLimit,
        image: null,
        media: null,
        startDate: new Date(now.getTime() - day).toISOString(),
        endDate: null,
        limit: 100,
        showRemainingTime: false,
        effectivePages: [1, 2, 3],
        transitionType: "EXTERNAL_URL",
        internalLinkType: null,
        linkUrl: "https://example.com/gift",
        linkButtonColor: "#99D52A",
        linkTextColor: "#14161A",
        surveyId: null,
        countsAsConversion: true,
        style: {
          backgroundColor: "#1F2937",
          textColor: "#FFFFFF",
          textSize: 14,
          width: 343,
          height: 72,
          shape: "PILL",
          textAlignment: "BOTTOM",
        },
      },
    },
    // Item ids are uuids: clicks are counted by id (click_counters.target_id) across all sites.
    campaign: {
      names: { ...demoWords.campaign.names },
      backgrounds: {},
      backgroundColor: "#FFFFFF",
      backgroundOpacity: 100,
      startDate: new Date(now.getTime() - day).toISOString(),
      endDate: new Date(now.getTime() + 30 * day).toISOString(),
      effectivePages: [1, 2, 3],
      isOnClickCount: true,
      positionLp: "center",
      banners: [
        {
          id: newId(),
          position: "left",
          zIndex: 1,
          x: 20,
          y: 80,
          width: 200,
          height: 300,
          parentWidth: 240,
          parentHeight: 739,
          linkType: "EXTERNAL",
          linkDestinationUrl: "https://example.com/sale",
          mediaUrl: banner.variants.at(-1)?.src ?? banner.src,
          lockRatio: true,
        },
      ],
      buttons: [
        {
          id: newId(),
          position: "right",
          zIndex: 1,
          x: 20,
          y: 420,
          width: 200,
          height: 48,
          parentWidth: 240,
          parentHeight: 739,
          linkType: "CREATIVE_BLOCK",
          linkDestinationUrl: "2",
          buttonType: "TEXT",
          buttonImageUrl: "",
          isVideo: false,
          thumbnailUrl: "",
          buttonText: demoWords.campaign.button,
          buttonContentHtml: "",
          textSize: 14,
          buttonColor: "#3F6212",
          buttonTextColor: "#FFFFFF",
          microcopyText: "",
          microcopyTextColor: "#111827",
          textAlign: "TOP",
          buttonAnimation: "PULSE",
          buttonShape: "PILL",
          lockAspectRatio: false,
        },
      ],
      links: [
        {
          id: newId(),
          position: "right",
          zIndex: 1,
          x: 20,
          y: 80,
          width: 200,
          height: 300,
          parentWidth: 240,
          parentHeight: 739,
          linkType: "CONTACT",
          linkDestinationUrl: "",
        },
      ],
    },
    forms: demoForms(),
  };
}
