/** Accessible names of icon-only controls shared by many screens (pagination, colour pickers). */
export const controlTexts = {
  ja: {
    firstPage: "最初のページ",
    previousPage: "前のページ",
    nextPage: "次のページ",
    lastPage: "最後のページ",
    eyeDropper: "画面から色を選ぶ",
  },
  en: {
    firstPage: "First page",
    previousPage: "Previous page",
    nextPage: "Next page",
    lastPage: "Last page",
    eyeDropper: "Pick a colour from the screen",
  },
  zh: {
    firstPage: "第一页",
    previousPage: "上一页",
    nextPage: "下一页",
    lastPage: "最后一页",
    eyeDropper: "从屏幕上取色",
  },
  ko: {
    firstPage: "첫 페이지",
    previousPage: "이전 페이지",
    nextPage: "다음 페이지",
    lastPage: "마지막 페이지",
    eyeDropper: "화면에서 색 고르기",
  },
};
