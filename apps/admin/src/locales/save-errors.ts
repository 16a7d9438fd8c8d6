/** Texts that point at errors a save found in tabs the user is not looking at (issue 16, item 13). */
export const saveErrorTexts = {
  ja: {
    tabHasErrors: "エラーがあります",
    listTitle: "保存できません。次の項目を修正してください（{{count}}件）",
  },
  en: {
    tabHasErrors: "Has errors",
    listTitle: "Not saved. Fix these fields ({{count}}):",
  },
  zh: {
    tabHasErrors: "有错误",
    listTitle: "无法保存。请修正以下项目（{{count}}项）",
  },
  ko: {
    tabHasErrors: "오류가 있습니다",
    listTitle: "저장할 수 없습니다. 다음 항목을 수정하세요({{count}}건)",
  },
};
