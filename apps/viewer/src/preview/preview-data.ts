import type { Locale } from "@domain/i18n/locales.ts";
import type { LockFieldMessages } from "./lock-field-messages.ts";

// What the preview page hands its script, apart from the page's renderer: that one reads the
// message catalogue, which the client entry must not load.

/** The element the client entry looks for to start the preview instead of the public viewer. */
export const previewDataElementId = "mekuri-preview";

export interface PreviewData {
  siteId: string;
  /** The site's default language: the lock form speaks it before any draft is loaded. */
  lang: string;
  /** The lock form's refusals, in each language it may speak. */
  fieldMessages: Record<Locale, LockFieldMessages>;
}
