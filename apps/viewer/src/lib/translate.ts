import type { SiteLanguage } from "@mekuri/domain";
import type { Catalogue, ViewerMessageKey } from "./messages.ts";

export type TranslateOf<K extends string> = (key: K, values?: Record<string, string | number>) => string;
export type Translate = TranslateOf<ViewerMessageKey>;

/** Words of the page's language, from a catalogue the server inlined. */
export function translatorOf<K extends string>(catalogue: Record<K, string>): TranslateOf<K> {
  return (key, values) =>
    (catalogue[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ""));
}

export function translator(catalogue: Catalogue): Translate {
  return translatorOf(catalogue);
}

/** Each language in its own words, for the language selector. */
export const languageNames: Record<SiteLanguage, string> = {
  ja: "日本語",
  en: "English",
  zh: "中文",
  ko: "한국어",
};
