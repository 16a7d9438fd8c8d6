import type { Locale } from "@mekuri/domain";
import type { Translation } from "./ja";

/**
 * One chunk per language: a reader downloads the texts of the language shown, not all four
 * (about a quarter of the console's first load before they were split).
 */
const loaders: Record<Locale, () => Promise<Translation>> = {
  ja: () => import("./ja").then((module) => module.ja),
  en: () => import("./en").then((module) => module.en),
  zh: () => import("./zh").then((module) => module.zh),
  ko: () => import("./ko").then((module) => module.ko),
};

export function loadTranslation(locale: Locale): Promise<Translation> {
  return loaders[locale]();
}
