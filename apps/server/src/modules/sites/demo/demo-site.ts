import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { ImageAsset, PageMedia, SiteLanguage } from "@mekuri/domain";
import type { Db } from "../../../platform/database/database.ts";
import { siteNotifications } from "../../../platform/database/schema/index.ts";
import { storeImageWithVariants } from "../../../platform/images/image-variants.ts";
import type { ObjectStorage } from "../../../platform/storage/object-storage.ts";
import { extractPoster, ffmpegAvailable, transcodeToHls } from "../../../platform/video/video-transcoder.ts";
import { publishSite } from "../publish-site.ts";
import type { PlanFlags } from "../site-draft.ts";
import { insertSiteDraft, type SiteDraftInput } from "../site-draft-writer.ts";
import { renderArtwork, renderLogo, renderProduct } from "./demo-artwork.ts";
import { type ButtonSpec, button, demoTexts, detail, product } from "./demo-content.ts";
import { demoForms } from "./demo-forms.ts";
import { createDemoSurvey } from "./demo-survey.ts";

const run = promisify(execFile);
const day = 86_400_000;
const languages = ["ja", "en"] as const satisfies readonly SiteLanguage[];
type DemoLanguage = (typeof languages)[number];

export const palettes = {
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

function imageMedia(image: ImageAsset): PageMedia {
  return { type: "IMAGE", image, videoUrl: null, hlsPath: null, poster: null };
}

/** A short clip drawn by ffmpeg, cut into HLS; without ffmpeg the page shows its poster image. */
async function demoVideo(storage: ObjectStorage, poster: ImageAsset): Promise<PageMedia> {
  if (!(await ffmpegAvailable())) return imageMedia(poster);
  const work = await mkdtemp(path.join(tmpdir(), "mekuri-demo-video-"));
  try {
    const source = path.join(work, "demo.mp4");
    await run("ffmpeg", [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-f",
      "lavfi",
      "-i",
      "gradients=s=540x1064:d=6:speed=0.02:c0=0x1e1b4b:c1=0x4338ca:c2=0xbe185d:n=3",
      "-f",
      "lavfi",
      "-i",
      "sine=frequency=440:duration=6",
      "-shortest",
      "-c:v",
      "libx264",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      source,
    ]);
    await storage.put("demo/video/demo.mp4", await readFile(source), "video/mp4");
    const hls = await transcodeToHls(source, path.join(work, "hls"));
    for (const file of hls.files) {
      const name = path.basename(file);
      await storage.put(
        `demo/video/hls/${name}`,
        await readFile(file),
        name.endsWith(".m3u8") ? "application/vnd.apple.mpegurl" : "video/mp2t",
      );
    }
    const posterImage = await storeImageWithVariants(
      storage,
      "demo/video/poster",
      await extractPoster(source),
      [400, 800],
    );
    return {
      type: "VIDEO",
      image: null,
      videoUrl: storage.url("demo/video/demo.mp4"),
      hlsPath: storage.url("demo/video/hls/index.m3u8"),
      poster: posterImage,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
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
 * every element of viewer.md §2, on 11 pages and an empty cell (rankings need 10 pages, admin.md §9). Media is drawn on the spot (sharp, ffmpeg when installed).
 */
export async function createDemoSite(
  db: Db,
  storage: ObjectStorage,
  accountId: string,
  plan: PlanFlags,
  now = new Date(),
) {
  const media: Record<string, ImageAsset> = {};
  for (const [code, art] of Object.entries(palettes)) {
    media[code] = await storeImageWithVariants(
      storage,
      `demo/pages/${code.toLowerCase()}`,
      await renderArtwork(art),
    );
  }
  const productImages = [
    await storeImageWithVariants(
      storage,
      "demo/products/bag",
      await renderProduct("Bag", "#0E7490"),
      [100, 200, 400, 600],
    ),
    await storeImageWithVariants(
      storage,
      "demo/products/watch",
      await renderProduct("Watch", "#BE185D"),
      [100, 200, 400, 600],
    ),
  ];
  const mediaButton = await storeImageWithVariants(
    storage,
    "demo/buttons/media",
    await renderArtwork({ ...palettes.A3, title: "GO", subtitle: "" }, 440, 96),
    [200, 400],
  );
  const banner = await storeImageWithVariants(
    storage,
    "demo/campaign/banner",
    await renderArtwork({ ...palettes.B2, title: "SALE", subtitle: "-30%" }, 600, 900),
    [200, 400, 600],
  );
  const logo = await storeImageWithVariants(storage, "demo/logo", await renderLogo(), [100, 200, 400]);
  const video = await demoVideo(storage, media.B1!);
  const surveyId = randomUUID();

  const codes = [
    ["A1", "A2", "A3"],
    ["B1", "B2", "B3"],
    ["C1", "C2", null],
    ["D1", "D2", "D3"],
  ] as const;
  const pages: SiteDraftInput["pages"] = codes.flatMap((column, columnIndex) =>
    column.map((code, rowIndex) => {
      const perLanguage = <T>(make: (lang: DemoLanguage) => T) =>
        Object.fromEntries(languages.map((lang) => [lang, make(lang)]));
      return {
        columnIndex,
        rowIndex,
        media: code === null ? null : code === "B1" ? video : imageMedia(media[code]!),
        thumbnail: code === null ? null : (media[code] ?? null),
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

  const siteId = await insertSiteDraft(db, {
    accountId,
    name: "Mekuri Demo",
    numberHorizontal: 4,
    numberVertical: 3,
    viewMode: "MOBILE",
    defaultLanguage: "ja",
    languages: [...languages],
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
        text: "期間限定 20% OFF",
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
        text: "先着100名様 プレゼント",
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
      names: { ja: "春のキャンペーン", en: "Spring campaign" },
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
          id: randomUUID(),
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
          id: randomUUID(),
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
          buttonText: "セットを見る",
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
          id: randomUUID(),
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
  });
  await createDemoSurvey(db, siteId, surveyId);
  await publishSite(db, siteId, "PUBLISH", plan, now);
  await db.insert(siteNotifications).values({
    siteId,
    title: "新商品が入荷しました",
    content: "春の新作が入荷しました。期間限定セットもお見逃しなく。",
    status: "publish",
    startDate: new Date(now.getTime() - day),
    endDate: new Date(now.getTime() + 60 * day),
  });
  return siteId;
}
