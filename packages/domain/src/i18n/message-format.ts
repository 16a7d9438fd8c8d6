import type { messages as english } from "./by-locale/en.ts";

/** Messages are plain data; formatting them needs no catalogue but the one of the language shown. */
export type MessageKey = keyof typeof english & string;
export type MessageCatalogue = Record<MessageKey, string>;
export type MessageParams = Record<string, string | number>;

export function interpolate(template: string, params: MessageParams | undefined): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    params && name in params ? String(params[name]) : whole,
  );
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

/** Every catalogue has the same keys (messages.test.ts), so any one of them tells a key apart. */
export function parseMessageRefWith(
  catalogue: MessageCatalogue,
  ref: string,
): { key: MessageKey; params: MessageParams } | undefined {
  const [key = "", query] = ref.split("?", 2);
  if (!Object.hasOwn(catalogue, key)) return undefined;
  const params: MessageParams = {};
  for (const pair of query ? query.split("&") : []) {
    const [name = "", value = ""] = pair.split("=", 2);
    params[name] = decodeParam(value);
  }
  return { key: key as MessageKey, params };
}

export function translateWith(catalogue: MessageCatalogue, key: MessageKey, params?: MessageParams): string {
  return interpolate(catalogue[key], params);
}

/** Text for a message reference in one catalogue; a plain string that is not a reference is returned unchanged. */
export function formatMessage(catalogue: MessageCatalogue, ref: string): string {
  const parsed = parseMessageRefWith(catalogue, ref);
  return parsed ? interpolate(catalogue[parsed.key], parsed.params) : ref;
}
