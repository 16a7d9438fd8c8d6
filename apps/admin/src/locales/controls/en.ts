import type { Texts } from "./ja";

export const en: Texts = {
  firstPage: "First page",
  previousPage: "Previous page",
  nextPage: "Next page",
  lastPage: "Last page",
  eyeDropper: "Pick a colour from the screen",
};
