import { analyticsMessages } from "./catalogue/analytics.ts";
import { billingMessages } from "./catalogue/billing.ts";
import { dashboardMessages } from "./catalogue/dashboard.ts";
import { domainsMessages } from "./catalogue/domains.ts";
import { foundationMessages } from "./catalogue/foundation.ts";
import { membersMessages } from "./catalogue/members.ts";
import { notificationsMessages } from "./catalogue/notifications.ts";
import { previewMessages } from "./catalogue/preview.ts";
import { sitesMessages } from "./catalogue/sites.ts";
import { uploadsMessages } from "./catalogue/uploads.ts";
import type { Locale } from "./locales.ts";

/**
 * Messages the server sends and the shared schemas raise, in every locale; English texts are the
 * spec's own where it gives one. Each capability keeps its section in catalogue/ (a section has
 * the same keys in every locale, which its type checks); they are merged here.
 */
const sections = [
  analyticsMessages,
  dashboardMessages,
  billingMessages,
  domainsMessages,
  foundationMessages,
  membersMessages,
  notificationsMessages,
  previewMessages,
  sitesMessages,
  uploadsMessages,
] as const;

type Section = (typeof sections)[number];
type KeysOf<S> = S extends { en: infer E } ? keyof E : never;
export type MessageKey = KeysOf<Section> & string;
type Catalogue = Record<MessageKey, string>;

function merged(locale: Locale): Catalogue {
  return Object.assign({}, ...sections.map((section) => section[locale])) as Catalogue;
}

const en = merged("en");

export const messageCatalogues: Record<Locale, Catalogue> = {
  ja: merged("ja"),
  en,
  zh: merged("zh"),
  ko: merged("ko"),
};

export type MessageParams = Record<string, string | number>;

function interpolate(template: string, params: MessageParams | undefined): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    params && name in params ? String(params[name]) : whole,
  );
}

export function isMessageKey(value: string): value is MessageKey {
  return value in en;
}

export function translate(key: MessageKey, locale: Locale, params?: MessageParams): string {
  return interpolate(messageCatalogues[locale][key] ?? en[key], params);
}

/**
 * Schemas carry a message reference instead of text, so each side can show it in the reader's
 * language: `validation.maxLength?max=50`. Zod keeps it as the issue message.
 */
export function messageRef(key: MessageKey, params?: MessageParams): string {
  if (!params) return key;
  const query = Object.entries(params)
    .map(([name, value]) => `${name}=${encodeURIComponent(wellFormed(String(value)))}`)
    .join("&");
  return `${key}?${query}`;
}

const loneSurrogates = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A message is built from user input too (a file name): an unpaired surrogate, which
 * encodeURIComponent refuses, is shown as U+FFFD, so building a message cannot throw. */
function wellFormed(text: string): string {
  return text.replace(loneSurrogates, "\ufffd");
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function parseMessageRef(ref: string): { key: MessageKey; params: MessageParams } | undefined {
  const [key = "", query] = ref.split("?", 2);
  if (!isMessageKey(key)) return undefined;
  const params: MessageParams = {};
  for (const pair of query ? query.split("&") : []) {
    const [name = "", value = ""] = pair.split("=", 2);
    params[name] = decodeParam(value);
  }
  return { key, params };
}

/** Text for a message reference; a plain string that is not a reference is returned unchanged. */
export function localizeMessage(ref: string, locale: Locale): string {
  const parsed = parseMessageRef(ref);
  return parsed ? translate(parsed.key, locale, parsed.params) : ref;
}
