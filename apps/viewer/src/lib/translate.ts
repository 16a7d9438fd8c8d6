import type { SiteLanguage } from "@mekuri/domain";
import type { Catalogue, ViewerMessageKey } from "./messages.ts";

export type Translate = (key: ViewerMessageKey, values?: Record<string, string | number>) => string;

/** Words of the page's language, from the catalogue the server inlined. */
export function translator(catalogue: Catalogue): Translate {
  return (key, values) =>
    (catalogue[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ""));
}

/** Each language in its own words, for the language selector. */
export const languageNames: Record<SiteLanguage, string> = {
  ja: "日本語",
  en: "English",
  zh: "中文",
  ko: "한국어",
};
