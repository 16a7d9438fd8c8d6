import type { Texts } from "./ja";

export const zh: Texts = {
  tabHasErrors: "有错误",
  listTitle: "无法保存。请修正以下项目（{{count}}项）",
};
