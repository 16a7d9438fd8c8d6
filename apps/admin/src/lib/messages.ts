import {
  formatMessage,
  type Locale,
  loadMessageCatalogue,
  type MessageCatalogue,
  type MessageKey,
  type MessageParams,
  translateWith,
} from "@mekuri/domain";

/**
 * The shared rules' and the server's messages of the languages downloaded so far: the console
 * fetches one language's catalogue with its texts (loadLocale), not all four (decision 127).
 */
const catalogues: Partial<Record<Locale, MessageCatalogue>> = {};

export async function loadMessages(locale: Locale): Promise<void> {
  catalogues[locale] ??= await loadMessageCatalogue(locale);
}

/** Tests switch languages at will: they register every catalogue up front. */
export function addMessages(locale: Locale, catalogue: MessageCatalogue): void {
  catalogues[locale] = catalogue;
}

function catalogueOf(locale: Locale): MessageCatalogue {
  const catalogue = catalogues[locale];
  // A language is shown only after loadLocale has fetched its messages.
  if (!catalogue) throw new Error(`The ${locale} messages have not been loaded`);
  return catalogue;
}

/** Text for a message reference (`validation.maxLength?max=50`) or a server text, in the given language. */
export function localizeMessage(ref: string, locale: Locale): string {
  return formatMessage(catalogueOf(locale), ref);
}

export function translate(key: MessageKey, locale: Locale, params?: MessageParams): string {
  return translateWith(catalogueOf(locale), key, params);
}
