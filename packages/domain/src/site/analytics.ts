import { z } from "zod";

/** Browser analytics events of viewer.md §7. */
export const analyticsEventTypes = [
  "slide_page",
  "click_cta_btn",
  "click_link_cta",
  "click_product_item",
  "click_product_point",
  "click_popup_cta",
] as const;
export type AnalyticsEventType = (typeof analyticsEventTypes)[number];

export const maxEventsPerBatch = 50;

/** Epoch milliseconds of the last instant of year 9999: a later time is no visitor's clock, and not a storable date. */
export const maxEventTimeMs = 253_402_300_799_999;

/**
 * The database cannot store a NUL character in text, and an unpaired UTF-16 surrogate cannot be
 * written as UTF-8 (it would be stored as U+FFFD, not as sent): an event carrying either is
 * malformed. The pattern has no `u` flag, so it reads code units, as the server's check does.
 */
const text = z.string().regex(/^(?:[^\0\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/);
const id = text.min(1).max(64);

export const analyticsEvent = z.object({
  type: z.enum(analyticsEventTypes),
  siteId: z.uuid(),
  pageId: id.nullable().optional(),
  /** The button, product, link area or popup the event is about. */
  targetId: id.nullable().optional(),
  popupId: id.nullable().optional(),
  lang: text.max(5).optional(),
  /** Epoch milliseconds on the visitor's clock. */
  occurredAt: z.number().int().positive().max(maxEventTimeMs),
  sessionId: id,
  variationId: id.nullable().optional(),
  experimentId: id.nullable().optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;

/**
 * A batch is checked event by event on the server: a bad event is dropped and counted, never the
 * good ones beside it. The envelope only bounds the size.
 */
export const analyticsBatch = z.object({ events: z.array(z.unknown()).min(1).max(maxEventsPerBatch) });
export const analyticsBatchResponse = z.object({ accepted: z.number().int(), rejected: z.number().int() });
