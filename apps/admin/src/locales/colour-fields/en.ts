import type { Texts } from "./ja";

export const en: Texts = {
  lowContrast:
    "The text and background colours have a contrast of {{ratio}}:1, below the 4.5:1 WCAG AA asks for: some visitors will not be able to read it.",
};
