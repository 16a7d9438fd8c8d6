import type { Texts } from "./ja";

export const ko: Texts = {
  lowContrast:
    "글자색과 배경색의 명암비가 {{ratio}}:1로, WCAG AA 기준(4.5:1 이상)에 못 미칩니다. 읽기 어려운 방문자가 있습니다.",
};
