import type { Texts } from "./ja";

export const zh: Texts = {
  firstPage: "第一页",
  previousPage: "上一页",
  nextPage: "下一页",
  lastPage: "最后一页",
  eyeDropper: "从屏幕上取色",
};
