import type { Texts } from "./ja";

export const ko: Texts = {
  firstPage: "첫 페이지",
  previousPage: "이전 페이지",
  nextPage: "다음 페이지",
  lastPage: "마지막 페이지",
  eyeDropper: "화면에서 색 고르기",
};
