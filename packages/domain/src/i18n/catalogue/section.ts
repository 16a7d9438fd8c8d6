/** One capability's messages: English first, the other locales with exactly its keys. */
export type SectionCatalogue<En extends Record<string, string>> = {
  en: En;
  ja: Record<keyof En, string>;
  zh: Record<keyof En, string>;
  ko: Record<keyof En, string>;
};
