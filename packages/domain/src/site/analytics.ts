import { z } from "zod";
import { deviceClasses, maxEngagementMs, minEngagementMs, tapScale } from "./analytics-rules.ts";

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

/** Conversions are recorded by the server, never taken from the browser (docs/decisions/038). */
export const conversionKinds = ["registration", "contact", "form", "survey", "cta", "popup"] as const;
export type ConversionKind = (typeof conversionKinds)[number];

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

const common = {
  siteId: z.uuid(),
  lang: text.max(5).optional(),
  /** Epoch milliseconds on the visitor's clock. */
  occurredAt: z.number().int().positive().max(maxEventTimeMs),
  sessionId: id,
  variationId: id.nullable().optional(),
  experimentId: id.nullable().optional(),
};
const utm = text.max(200).nullable().optional();

/** The six events of viewer.md §7: a page swiped to, and the clicks. */
export const interactionEvent = z.object({
  type: z.enum(analyticsEventTypes),
  ...common,
  pageId: id.nullable().optional(),
  /** The button, product, link area or popup the event is about. */
  targetId: id.nullable().optional(),
  popupId: id.nullable().optional(),
});

/** Entry into a site: where the visit landed and where it came from. */
export const pageViewEvent = z.object({
  type: z.literal("page_view"),
  ...common,
  /** The landing page. */
  pageId: id,
  referrerHost: text.max(253).nullable().optional(),
  utmSource: utm,
  utmMedium: utm,
  utmCampaign: utm,
  utmContent: utm,
  utmTerm: utm,
  device: z.enum(deviceClasses),
});

/** Visible time on a page, sent when the page is left or the tab hidden. */
export const pageEngagementEvent = z.object({
  type: z.literal("page_engagement"),
  ...common,
  pageId: id,
  durationMs: z.number().int().min(minEngagementMs).max(maxEngagementMs),
});

/** Where on the page box a visitor tapped, in permille. */
export const tapEvent = z.object({
  type: z.literal("tap"),
  ...common,
  pageId: id,
  x: z.number().int().min(0).max(tapScale),
  y: z.number().int().min(0).max(tapScale),
});

export const analyticsEvent = z.discriminatedUnion("type", [
  interactionEvent,
  pageViewEvent,
  pageEngagementEvent,
  tapEvent,
]);
export type AnalyticsEvent = z.infer<typeof analyticsEvent>;

/**
 * A batch is checked event by event on the server: a bad event is dropped and counted, never the
 * good ones beside it. The envelope only bounds the size.
 */
export const analyticsBatch = z.object({ events: z.array(z.unknown()).min(1).max(maxEventsPerBatch) });
export const analyticsBatchResponse = z.object({ accepted: z.number().int(), rejected: z.number().int() });
