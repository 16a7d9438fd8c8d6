/** Texts of a screen whose data could not be loaded (not the account's own information). */
export const loadFailedTexts = {
  ja: { data: "このページのデータを読み込めませんでした。もう一度お試しください。" },
  en: { data: "This page's data could not be loaded. Please try again." },
  zh: { data: "无法加载此页面的数据。请重试。" },
  ko: { data: "이 페이지의 데이터를 불러오지 못했습니다. 다시 시도하세요." },
};
