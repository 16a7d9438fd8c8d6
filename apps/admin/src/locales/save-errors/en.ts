import type { Texts } from "./ja";

export const en: Texts = {
  tabHasErrors: "Has errors",
  listTitle: "Not saved. Fix these fields ({{count}}):",
};
