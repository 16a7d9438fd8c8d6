import type { Locale } from "./locales.ts";
import type { MessageCatalogue } from "./message-format.ts";

/** One download per language: a browser fetches the messages of the language it shows, not all four. */
const loaders: Record<Locale, () => Promise<MessageCatalogue>> = {
  ja: () => import("./by-locale/ja.ts").then((module) => module.messages),
  en: () => import("./by-locale/en.ts").then((module) => module.messages),
  zh: () => import("./by-locale/zh.ts").then((module) => module.messages),
  ko: () => import("./by-locale/ko.ts").then((module) => module.messages),
};

export function loadMessageCatalogue(locale: Locale): Promise<MessageCatalogue> {
  return loaders[locale]();
}
