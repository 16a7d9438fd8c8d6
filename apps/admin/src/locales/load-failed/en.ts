import type { Texts } from "./ja";

export const en: Texts = { data: "This page's data could not be loaded. Please try again." };
