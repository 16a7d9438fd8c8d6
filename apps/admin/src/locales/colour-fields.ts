/** Texts of the builder's colour fields: the contrast warning beside a text/background pair. */
export const colourFieldTexts = {
  ja: {
    lowContrast:
      "文字色と背景色のコントラスト比が {{ratio}}:1 です。WCAG AA の基準（4.5:1 以上）を満たさず、読みにくい訪問者がいます。",
  },
  en: {
    lowContrast:
      "The text and background colours have a contrast of {{ratio}}:1, below the 4.5:1 WCAG AA asks for: some visitors will not be able to read it.",
  },
  zh: {
    lowContrast:
      "文字颜色与背景颜色的对比度为 {{ratio}}:1，未达到 WCAG AA 要求的 4.5:1，部分访客将难以阅读。",
  },
  ko: {
    lowContrast:
      "글자색과 배경색의 명암비가 {{ratio}}:1로, WCAG AA 기준(4.5:1 이상)에 못 미칩니다. 읽기 어려운 방문자가 있습니다.",
  },
};
