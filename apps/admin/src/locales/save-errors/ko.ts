import type { Texts } from "./ja";

export const ko: Texts = {
  tabHasErrors: "오류가 있습니다",
  listTitle: "저장할 수 없습니다. 다음 항목을 수정하세요({{count}}건)",
};
