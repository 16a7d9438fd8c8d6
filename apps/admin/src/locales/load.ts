import type { Locale } from "@mekuri/domain";
import type { ConsoleTranslation } from "./ja";
import type { LaterTranslation } from "./later/ja";
import type { LoginTranslation } from "./login/ja";

/** The texts a page needs: the login page's own, or the console's, which include them. */
export type TextSet = "login" | "console";

/**
 * One chunk per language: a reader downloads the texts of the language shown, not all four
 * (about a quarter of the console's first load before they were split).
 */
const loaders: Record<Locale, () => Promise<ConsoleTranslation>> = {
  ja: () => import("./ja").then((module) => module.ja),
  en: () => import("./en").then((module) => module.en),
  zh: () => import("./zh").then((module) => module.zh),
  ko: () => import("./ko").then((module) => module.ko),
};

function loginTexts(module: typeof import("./login/ja")): LoginTranslation {
  return { ...module.shared, auth: module.auth, errors: module.errors, signUp: module.signUp };
}

/** The login page's texts alone (decision 145): a few KB instead of the console's. */
const loginLoaders: Record<Locale, () => Promise<LoginTranslation>> = {
  ja: () => import("./login/ja").then(loginTexts),
  en: () => import("./login/en").then(loginTexts),
  zh: () => import("./login/zh").then(loginTexts),
  ko: () => import("./login/ko").then(loginTexts),
};

export function loadTranslation(
  locale: Locale,
  texts: TextSet,
): Promise<ConsoleTranslation | LoginTranslation> {
  return texts === "console" ? loaders[locale]() : loginLoaders[locale]();
}

/** The texts only other screens than the console's first ones show (decision 158). */
const laterLoaders: Record<Locale, () => Promise<LaterTranslation>> = {
  ja: () => import("./later/ja").then((module) => module.ja),
  en: () => import("./later/en").then((module) => module.en),
  zh: () => import("./later/zh").then((module) => module.zh),
  ko: () => import("./later/ko").then((module) => module.ko),
};

export function loadLaterTranslation(locale: Locale): Promise<LaterTranslation> {
  return laterLoaders[locale]();
}
