import type { Texts } from "./ja";

export const zh: Texts = {
  lowContrast: "文字颜色与背景颜色的对比度为 {{ratio}}:1，未达到 WCAG AA 要求的 4.5:1，部分访客将难以阅读。",
};
