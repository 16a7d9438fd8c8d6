import type { SectionCatalogue } from "./section.ts";

/** Messages of the swipe analytics (admin.md §2 Swipe analytics, §7 Analysis, §9). */
const en = {
  "analytics.invalidDay": "Enter the date as YYYY-MM-DD.",
  "analytics.invalidLanguage": "Choose one of the site's languages.",
  "analytics.invalidDevice": "Choose phone, tablet or desktop.",
  "analytics.periodIncomplete": "Enter both the start and the end of the period.",
  "analytics.periodReversed": "The end of the period must not be before its start.",
  "analytics.periodTooLong": "The period can be at most {{months}} months long.",
  "analytics.periodInFuture": "The period must not start after today.",
  "analytics.languageNotOnSite": "The site has no pages in this language.",
  "analytics.pageRequired": "Choose a page of the site.",
  "analytics.pageNotOnSite": "The page is not part of this site.",
  "analytics.rankingNeedsPages": "Rankings need a site of at least {{min}} pages.",
} as const;

export const analyticsMessages: SectionCatalogue<typeof en> = {
  en,
  ja: {
    "analytics.invalidDay": "日付は YYYY-MM-DD の形式で入力してください。",
    "analytics.invalidLanguage": "サイトの言語から選択してください。",
    "analytics.invalidDevice": "スマートフォン、タブレット、PC から選択してください。",
    "analytics.periodIncomplete": "期間の開始日と終了日を両方入力してください。",
    "analytics.periodReversed": "期間の終了日は開始日以降にしてください。",
    "analytics.periodTooLong": "期間は最長 {{months}} か月までです。",
    "analytics.periodInFuture": "期間の開始日は今日以前にしてください。",
    "analytics.languageNotOnSite": "このサイトにはこの言語のページがありません。",
    "analytics.pageRequired": "サイトのページを選択してください。",
    "analytics.pageNotOnSite": "このページはこのサイトにありません。",
    "analytics.rankingNeedsPages": "ランキング分析には {{min}} ページ以上のサイトが必要です。",
  },
  zh: {
    "analytics.invalidDay": "请按 YYYY-MM-DD 格式输入日期。",
    "analytics.invalidLanguage": "请选择网站的语言之一。",
    "analytics.invalidDevice": "请选择手机、平板或电脑。",
    "analytics.periodIncomplete": "请同时输入期间的开始日和结束日。",
    "analytics.periodReversed": "期间的结束日不能早于开始日。",
    "analytics.periodTooLong": "期间最长为 {{months}} 个月。",
    "analytics.periodInFuture": "期间的开始日不能晚于今天。",
    "analytics.languageNotOnSite": "该网站没有此语言的页面。",
    "analytics.pageRequired": "请选择网站的页面。",
    "analytics.pageNotOnSite": "该页面不属于此网站。",
    "analytics.rankingNeedsPages": "排名分析需要至少 {{min}} 个页面的网站。",
  },
  ko: {
    "analytics.invalidDay": "날짜는 YYYY-MM-DD 형식으로 입력해 주세요.",
    "analytics.invalidLanguage": "사이트의 언어 중에서 선택해 주세요.",
    "analytics.invalidDevice": "스마트폰, 태블릿, PC 중에서 선택해 주세요.",
    "analytics.periodIncomplete": "기간의 시작일과 종료일을 모두 입력해 주세요.",
    "analytics.periodReversed": "기간의 종료일은 시작일 이후여야 합니다.",
    "analytics.periodTooLong": "기간은 최대 {{months}}개월입니다.",
    "analytics.periodInFuture": "기간의 시작일은 오늘 이전이어야 합니다.",
    "analytics.languageNotOnSite": "이 사이트에는 이 언어의 페이지가 없습니다.",
    "analytics.pageRequired": "사이트의 페이지를 선택해 주세요.",
    "analytics.pageNotOnSite": "이 페이지는 이 사이트에 없습니다.",
    "analytics.rankingNeedsPages": "순위 분석에는 {{min}}페이지 이상의 사이트가 필요합니다.",
  },
};
