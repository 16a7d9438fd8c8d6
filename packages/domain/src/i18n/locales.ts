/** Languages of the admin console, the viewer and every server message. */
export const locales = ["ja", "en", "zh", "ko"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "ja";
export const fallbackLocale: Locale = "en";

/** The spec also names languages JP, CN, KR, EN (and cn, kr); they map onto the locales above. */
const aliases: Record<string, Locale> = {
  ja: "ja",
  jp: "ja",
  en: "en",
  zh: "zh",
  cn: "zh",
  ko: "ko",
  kr: "ko",
};

export function toLocale(code: string | undefined | null): Locale | undefined {
  if (!code) return undefined;
  const primary = code.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return aliases[primary];
}

/** Picks the best supported locale from an Accept-Language header, honouring q-values; ja when none fits. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const locale = toLocale(entry.tag);
    if (locale) return locale;
  }
  return defaultLocale;
}
