import type { Button, PageDetail, Product } from "../site/content.ts";
import type { ButtonAnimation, ButtonShape, ButtonType, LinkType } from "../site/enums.ts";
import { textOn } from "../viewer/branding.ts";

/** Texts and layout of the demo site; media is made separately (demo-site.ts). */
export function detail(mainText: string, overrides: Partial<PageDetail> = {}): PageDetail {
  return {
    imageAlt: mainText,
    mainText,
    mainTextColor: "#FFFFFF",
    mainTextX: 24,
    mainTextY: 250,
    price: "",
    priceTextColor: "#FFE08A",
    snsConfig: true,
    showCompany: true,
    hoverArrowColor: "#FFFFFF",
    arrowFadeInterval: 4,
    sliderTime: 0,
    isInternalLink: false,
    linkButtonText: "",
    linkDestinationUrl: "",
    linkButtonColor: "#99D52A",
    linkTextColor: "#14161A",
    albumX: 323,
    albumY: 120,
    speakerX: 323,
    speakerY: 70,
    ...overrides,
  };
}

export interface ButtonSpec {
  type?: ButtonType;
  text: string;
  shape: ButtonShape;
  animation: ButtonAnimation;
  link: LinkType;
  destination?: string;
  top: number;
  left?: number;
  width?: number;
  height?: number;
  color?: string;
  microcopy?: string;
  html?: string;
  /** The click counts as a conversion in the analytics. */
  conversion?: boolean;
}

export function button(spec: ButtonSpec, order: number): Button {
  return {
    id: `demo-${order}`,
    order,
    buttonType: spec.type ?? "TEXT",
    buttonText: spec.text,
    // The demo's colours pass WCAG AA: the spec's default green takes dark text (decision 047).
    buttonTextColor: textOn(spec.color ?? "#99D52A"),
    buttonColor: spec.color ?? "#99D52A",
    buttonImage: null,
    buttonContentHtml: spec.html ?? "",
    buttonShape: spec.shape,
    buttonWidth: spec.width ?? 220,
    buttonHeight: spec.height ?? 48,
    buttonPositionTop: spec.top,
    buttonPositionLeft: spec.left ?? 77,
    isFixedPosition: false,
    textSize: 15,
    textAlign: "TOP",
    buttonAnimation: spec.animation,
    microcopyText: spec.microcopy ?? "",
    microcopyTextColor: "#FFFFFF",
    buttonLinkType: spec.link,
    linkDestinationUrl: spec.destination ?? "",
    linkedSurveyId: null,
    countsAsConversion: spec.conversion ?? false,
  };
}

export function product(
  order: number,
  name: string,
  price: string,
  description: string,
  x: number,
  y: number,
): Omit<Product, "image"> {
  return {
    id: `demo-product-${order}`,
    order,
    productName: name,
    price,
    description,
    linkButtonUrl: "https://example.com/shop",
    linkButtonText: "Buy",
    linkButtonColor: "#99D52A",
    linkTextColor: "#14161A",
    isInternalLink: false,
    coordinateX: x,
    coordinateY: y,
    textColor: "#1F2937",
    backgroundColor: "#FFFFFF",
  };
}

export const demoTexts = {
  ja: {
    categories: ["新商品", "特集", "会員限定", "ギフト"],
    hero: "めくるたびに、新しい発見。",
    products: "人気のアイテムをタップしてチェック",
    buttons: "ボタンのデザインも自由自在",
    video: "動画ページ：タップで音声オン",
    story: "春の特集：期間限定セット",
    survey: "アンケートに答えてクーポンをゲット",
    members: "会員だけの特別価格",
    membersMore: "会員限定コンテンツ",
    gifts: "贈り物にぴったりのギフトセット",
    reviews: "お客様の声：満足度 4.8",
    stores: "全国12店舗でお待ちしています",
    chooseGift: "ギフトを選ぶ",
    findStore: "店舗を探す",
    shopNow: "今すぐ見る",
    contact: "お問い合わせ",
    register: "会員登録",
    form: "資料請求",
    external: "公式サイトへ",
    survey2: "アンケートに答える",
    script: "スクリプト実行",
    microcopy: "＼ 送料無料 ／",
  },
  en: {
    categories: ["New", "Features", "Members", "Gifts"],
    hero: "Something new on every page.",
    products: "Tap a product to take a closer look",
    buttons: "Buttons in every style",
    video: "Video page: tap for sound",
    story: "Spring feature: limited set",
    survey: "Answer the survey, get a coupon",
    members: "Special prices for members",
    membersMore: "Members-only content",
    gifts: "Gift sets for someone special",
    reviews: "What customers say: rated 4.8",
    stores: "Visit one of our 12 stores",
    chooseGift: "Choose a gift",
    findStore: "Find a store",
    shopNow: "Shop now",
    contact: "Contact us",
    register: "Sign up",
    form: "Request info",
    external: "Official site",
    survey2: "Take the survey",
    script: "Run script",
    microcopy: "Free shipping",
  },
} as const;

/** The demo's other visible words: its name in the console, its popups and its campaign. */
export const demoWords = {
  siteName: "Mekuri Demo",
  popups: { timeLimit: "期間限定 20% OFF", applicantLimit: "先着100名様 プレゼント" },
  campaign: { names: { ja: "春のキャンペーン", en: "Spring campaign" }, button: "セットを見る" },
} as const;
