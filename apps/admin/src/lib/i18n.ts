import { defaultLocale, fallbackLocale, type Locale, locales, toLocale } from "@mekuri/domain";
import i18next from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { loadTranslation } from "@/locales/load";
import { loadMessages } from "./messages";

/** admin.md §9: the language choice is kept in a cookie for 30 days. */
export const localeCookieName = "mekuri_lang";
export const localeCookieMaxAgeSeconds = 2_592_000;

export function readStoredLocale(cookie: string = document.cookie): Locale | undefined {
  for (const part of cookie.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === localeCookieName) return toLocale(decodeURIComponent(value.join("=")));
  }
  return undefined;
}

function storeLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is what the spec asks for; the Cookie Store API is not in every browser yet.
  document.cookie = `${localeCookieName}=${locale}; Max-Age=${localeCookieMaxAgeSeconds}; Path=/; SameSite=Lax`;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // Filled by loadLocale: only the language shown is downloaded.
  resources: {},
  partialBundledLanguages: true,
  lng: (typeof document === "undefined" ? undefined : readStoredLocale()) ?? defaultLocale,
  fallbackLng: fallbackLocale,
  supportedLngs: [...locales],
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

function syncDocumentLanguage(language: string): void {
  if (typeof document !== "undefined") document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.language);
i18n.on("languageChanged", syncDocumentLanguage);

export function currentLocale(): Locale {
  return toLocale(i18n.language) ?? defaultLocale;
}

/**
 * Whether the page shows the shared rules' messages: the console does from its start; the login
 * page once its form needs them (loadLoginRules), not before its first paint (decision 145).
 */
let withMessages = false;

/**
 * Downloads a language's texts once, and its shared messages when the page shows them (`messages`
 * says it does from now on); the page renders after the first language has arrived.
 */
export async function loadLocale(locale: Locale, { messages = withMessages } = {}): Promise<void> {
  withMessages ||= messages;
  const texts = i18n.hasResourceBundle(locale, "translation") ? undefined : loadTranslation(locale);
  const [loaded] = await Promise.all([texts, withMessages ? loadMessages(locale) : undefined]);
  if (loaded) i18n.addResourceBundle(locale, "translation", loaded);
}

export async function changeLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  storeLocale(locale);
  await i18n.changeLanguage(locale);
}

/** The UI language as a domain Locale, re-rendering when it changes. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return toLocale(instance.language) ?? defaultLocale;
}
