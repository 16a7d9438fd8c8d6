import type { Locale } from "@mekuri/domain";
import { en } from "./en";
import { type ConsoleTranslation, ja, type Translation } from "./ja";
import { ko } from "./ko";
import { en as laterEn } from "./later/en";
import type { LaterTranslation } from "./later/ja";
import { ja as laterJa } from "./later/ja";
import { ko as laterKo } from "./later/ko";
import { zh as laterZh } from "./later/zh";
import { zh } from "./zh";

export type { Translation };

/** A language's first and later texts as the console holds them once both have loaded. */
function withLater(first: ConsoleTranslation, later: LaterTranslation): Translation {
  return {
    ...first,
    ...later,
    auth: { ...first.auth, ...later.auth },
    signUp: { ...first.signUp, ...later.signUp },
  };
}

/** Every console text of every language (tests switch at will). */
export const translations: Record<Locale, Translation> = {
  ja: withLater(ja, laterJa),
  en: withLater(en, laterEn),
  zh: withLater(zh, laterZh),
  ko: withLater(ko, laterKo),
};
