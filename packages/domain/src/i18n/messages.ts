import { messages as en } from "./by-locale/en.ts";
import { messages as ja } from "./by-locale/ja.ts";
import { messages as ko } from "./by-locale/ko.ts";
import { messages as zh } from "./by-locale/zh.ts";
import type { Locale } from "./locales.ts";
import {
  interpolate,
  type MessageCatalogue,
  type MessageKey,
  type MessageParams,
  parseMessageRefWith,
} from "./message-format.ts";

export {
  formatMessage,
  type MessageCatalogue,
  type MessageKey,
  type MessageParams,
  messageRef,
  translateWith,
} from "./message-format.ts";

/**
 * Messages the server sends and the shared schemas raise, in every locale; English texts are the
 * spec's own where it gives one. Each capability keeps its section in catalogue/, merged per
 * language in by-locale/. A browser loads the language it shows instead (loadMessageCatalogue).
 */
export const messageCatalogues: Record<Locale, MessageCatalogue> = { ja, en, zh, ko };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

export function translate(key: MessageKey, locale: Locale, params?: MessageParams): string {
  return interpolate(messageCatalogues[locale][key] ?? en[key], params);
}

export function parseMessageRef(ref: string): { key: MessageKey; params: MessageParams } | undefined {
  return parseMessageRefWith(en, ref);
}

/** Text for a message reference; a plain string that is not a reference is returned unchanged. */
export function localizeMessage(ref: string, locale: Locale): string {
  const parsed = parseMessageRef(ref);
  return parsed ? translate(parsed.key, locale, parsed.params) : ref;
}
