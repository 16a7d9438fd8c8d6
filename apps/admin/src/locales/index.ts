import type { Locale } from "@mekuri/domain";
import { en } from "./en";
import { ja, type Translation } from "./ja";
import { ko } from "./ko";
import { zh } from "./zh";

export type { Translation };

export const translations: Record<Locale, Translation> = { ja, en, zh, ko };
