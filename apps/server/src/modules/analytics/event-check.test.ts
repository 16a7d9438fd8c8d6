import { analyticsBatch, analyticsEvent, maxEventsPerBatch, maxEventTimeMs } from "@mekuri/domain";
import { describe, expect, it } from "vitest";
import { toCamelKeys } from "../../platform/http/wire-case.ts";
import { batchEvents, eventWireKeys, isValidEvent } from "./event-check.ts";
import { eventColumns } from "./event-store.ts";

const siteId = "6f1c2d3e-0000-4000-8000-000000000000";
const valid = {
  type: "click_cta_btn",
  site_id: siteId,
  page_id: "p1",
  target_id: "b1",
  popup_id: null,
  lang: "ja",
  occurred_at: 1_760_000_000_000,
  session_id: "s-1",
  variation_id: "v1",
  experiment_id: "e1",
};

/** A valid event of each kind the viewer sends: every field is tried on each of them. */
const validOfEachType: Record<string, unknown>[] = [
  valid,
  {
    type: "page_view",
    site_id: siteId,
    page_id: "p1",
    lang: "ja",
    occurred_at: 1_760_000_000_000,
    session_id: "s-1",
    referrer_host: "www.google.com",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "spring",
    utm_content: null,
    utm_term: "swipe lp",
    device: "phone",
  },
  {
    type: "page_engagement",
    site_id: siteId,
    page_id: "p1",
    occurred_at: 1_760_000_000_000,
    session_id: "s-1",
    duration_ms: 12_000,
  },
  {
    type: "tap",
    site_id: siteId,
    page_id: "p1",
    occurred_at: 1_760_000_000_000,
    session_id: "s-1",
    x: 500,
    y: 0,
  },
];

const absent = Symbol("absent");
const texts = [
  "",
  "a",
  "x".repeat(5),
  "x".repeat(6),
  "x".repeat(64),
  "x".repeat(65),
  "😀".repeat(32),
  "😀".repeat(33),
];
const tricky = ["a\u0000b", "\u0000", "tab\there", "line\nbreak", "back\\slash", "日本語", "\ud800"];
const others = [
  absent,
  null,
  0,
  1,
  -1,
  1.5,
  true,
  false,
  [],
  {},
  ["a"],
  Number.NaN,
  Number.POSITIVE_INFINITY,
];
/** Values tried for every field: the boundaries of each rule of the schema and every other JSON type. */
const candidates: Record<string, unknown[]> = {
  type: [
    "slide_page",
    "click_popup_cta",
    "page_view",
    "page_engagement",
    "tap",
    "conversion",
    "SLIDE_PAGE",
    "not_an_event",
    "__proto__",
    ...texts,
    ...others,
  ],
  duration_ms: [999, 1000, 1001, 1_800_000, 1_800_001, -1_000, 30_000, 2 ** 53, "5000", ...others],
  x: [-1, 0, 1000, 1001, 500, 2 ** 40, "5", ...others],
  y: [-1, 0, 1000, 1001, 500, -(2 ** 40), ...others],
  device: ["phone", "tablet", "desktop", "PHONE", "watch", ...texts, ...others],
  site_id: [
    siteId,
    siteId.toUpperCase(),
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "6f1c2d3e-0000-0000-8000-000000000000",
    "6f1c2d3e-0000-4000-c000-000000000000",
    `${siteId} `,
    siteId.replaceAll("-", ""),
    ...texts,
    ...others,
  ],
  occurred_at: [
    1,
    0,
    -5,
    1.25,
    Date.now(),
    maxEventTimeMs,
    maxEventTimeMs + 1,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MAX_VALUE,
    "1760000000000",
    ...others,
  ],
};
for (const key of eventWireKeys) candidates[key] ??= [...texts, ...tricky, ...others];

function withField(base: Record<string, unknown>, key: string, value: unknown) {
  const event: Record<string, unknown> = { ...base };
  if (value === absent) delete event[key];
  else event[key] = value;
  return event;
}

/** The shared schema's verdict, as the wire's snake_case arrives at it through the key conversion. */
const zodAccepts = (event: unknown) => analyticsEvent.safeParse(toCamelKeys(event)).success;

describe("analytics event check", () => {
  it("agrees with the shared schema on every boundary of every field", () => {
    let cases = 0;
    for (const base of validOfEachType) {
      expect(zodAccepts(base)).toBe(true);
      expect(isValidEvent(base)).toBe(true);
      for (const [key, values] of Object.entries(candidates)) {
        for (const value of values) {
          const event = withField(base, key, value);
          expect({ type: base.type, key, value, accepted: isValidEvent(event) }).toEqual({
            type: base.type,
            key,
            value,
            accepted: zodAccepts(event),
          });
          cases++;
        }
      }
    }
    expect(cases).toBeGreaterThan(800);
  });

  it("agrees with the shared schema on random mixes of good and bad fields", () => {
    // A fixed seed keeps a failure reproducible.
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let accepted = 0;
    for (let i = 0; i < 5000; i++) {
      const base = validOfEachType[i % validOfEachType.length]!;
      const event: Record<string, unknown> = { ...base, extra_field: "ignored" };
      for (const key of eventWireKeys) {
        if (random() < 0.85) continue;
        const values = candidates[key]!;
        const value = values[Math.floor(random() * values.length)];
        if (value === absent) delete event[key];
        else event[key] = value;
      }
      const verdict = zodAccepts(event);
      expect(isValidEvent(event)).toBe(verdict);
      if (verdict) accepted++;
    }
    // Both outcomes are well represented.
    expect(accepted).toBeGreaterThan(500);
    expect(accepted).toBeLessThan(4500);
  });

  it("refuses what is not an event object", () => {
    for (const value of [null, undefined, "event", 42, [], [valid]]) {
      expect(isValidEvent(value)).toBe(false);
      expect(zodAccepts(value)).toBe(false);
    }
  });

  it("agrees with the shared schema on the batch envelope", () => {
    const bodies: unknown[] = [
      { events: [valid] },
      { events: [] },
      { events: Array.from({ length: maxEventsPerBatch }, () => ({})) },
      { events: Array.from({ length: maxEventsPerBatch + 1 }, () => valid) },
      { events: "not a list" },
      { events: { 0: valid } },
      { events: null },
      { event: [valid] },
      { events: [valid], other: 1 },
      [valid],
      null,
      "events",
      7,
    ];
    for (const body of bodies) {
      expect(batchEvents(body) !== undefined).toBe(analyticsBatch.safeParse(body).success);
    }
  });

  it("stores every field of the schema in its own column", () => {
    expect([...eventColumns].sort()).toEqual(["received_at", ...eventWireKeys].sort());
  });
});
