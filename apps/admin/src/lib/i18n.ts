import { defaultLocale, fallbackLocale, type Locale, locales, toLocale } from "@mekuri/domain";
import i18next from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { loadLaterTranslation, loadTranslation, type TextSet } from "@/locales/load";
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
 * What the page shows, which grows and never shrinks: the login page starts with its own texts and
 * no shared messages (their rules load with its form's, loadLoginRules); the console needs all its
 * first texts and the messages from its start (decision 145), and the later texts from its first
 * screen other than the site list and the dashboard (decision 158). A language switch loads what
 * the page needs.
 */
const needs: { texts: TextSet; messages: boolean; later: boolean } = {
  texts: "login",
  messages: false,
  later: false,
};
const consoleTextsLoaded = new Set<Locale>();
const laterTextsLoaded = new Set<Locale>();

function textsMissing(locale: Locale): boolean {
  return needs.texts === "console"
    ? !consoleTextsLoaded.has(locale)
    : !i18n.hasResourceBundle(locale, "translation");
}

async function addLaterTexts(locale: Locale): Promise<void> {
  if (laterTextsLoaded.has(locale)) return;
  const later = await loadLaterTranslation(locale);
  i18n.addResourceBundle(locale, "translation", later, true, true);
  laterTextsLoaded.add(locale);
}

/**
 * Downloads what the page needs of a language, once (`console`, `messages`, `later`: from now on it
 * needs them too); the page renders after its first language has arrived.
 */
export async function loadLocale(
  locale: Locale,
  more: { console?: boolean; messages?: boolean; later?: boolean } = {},
): Promise<void> {
  if (more.console) needs.texts = "console";
  needs.messages ||= more.console === true || more.messages === true;
  needs.later ||= more.later === true;
  const texts = needs.texts;
  const translation = textsMissing(locale) ? loadTranslation(locale, texts) : undefined;
  const [loaded] = await Promise.all([
    translation,
    needs.messages ? loadMessages(locale) : undefined,
    needs.later ? addLaterTexts(locale) : undefined,
  ]);
  if (!loaded) return;
  // The console's texts hold the login page's: merged over them, never the other way round.
  i18n.addResourceBundle(locale, "translation", loaded, true, texts === "console");
  if (texts === "console") consoleTextsLoaded.add(locale);
}

/** The texts only screens other than the console's first ones show, in the language shown (decision 158). */
export function loadLaterTexts(): Promise<void> {
  return loadLocale(currentLocale(), { later: true });
}

/**
 * The module of a lazy part (a screen, a tab, a dialog) that may show later texts, once those have
 * arrived too: both download together; normally the texts are already there, fetched when the
 * first screen was idle.
 */
export function withLaterTexts<Module>(module: Promise<Module>): Promise<Module> {
  return Promise.all([module, loadLaterTexts()]).then(([loaded]) => loaded);
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
