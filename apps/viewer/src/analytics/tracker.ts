import { maxTapsPerPage, tapScale } from "@domain/site/analytics-rules.ts";
import type { AnalyticsEvent, AnalyticsEventType } from "@mekuri/domain";
import { apiBase } from "../api/client.ts";
import { snakeizeKeys } from "../lib/case.ts";
import { EngagementClock } from "./engagement-clock.ts";
import type { EntryInfo } from "./entry.ts";
import { ensureSessionId, readExperiment } from "./session.ts";

/** Events of viewer.md §7, batched: flushed every few seconds or at 10, at most 50 per request. */
export const flushEveryMs = 4000;
export const flushAtCount = 10;
export const maxPerBatch = 50;
const endpoint = `${apiBase}/end-user/events`;

export interface TrackInput {
  pageId?: string | null;
  targetId?: string | null;
  popupId?: string | null;
}

interface Transport {
  beacon(url: string, body: Blob): boolean;
  post(url: string, body: string): void;
}

const browserTransport: Transport = {
  beacon: (url, body) => typeof navigator !== "undefined" && !!navigator.sendBeacon?.(url, body),
  post: (url, body) => {
    void fetch(url, {
      method: "POST",
      body,
      keepalive: true,
      headers: { "Content-Type": "application/json" },
    }).catch(() => undefined);
  },
};

type DataLayerWindow = Window & { dataLayer?: unknown[] };
type InteractionEvent = Extract<AnalyticsEvent, { type: AnalyticsEventType }>;
type EventBody<E> = E extends AnalyticsEvent
  ? Omit<E, "siteId" | "lang" | "occurredAt" | "sessionId">
  : never;

export class Tracker {
  private queue: AnalyticsEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sessionId: string | undefined;
  private readonly taps = new Map<string, number>();
  private readonly engagement = new EngagementClock((pageId, durationMs) =>
    this.send({ type: "page_engagement", pageId, durationMs }),
  );

  constructor(
    private readonly siteId: string,
    private readonly lang: string,
    private readonly transport: Transport = browserTransport,
  ) {}

  /** Starts sending what is left when the page hides (tab switch, navigation, app switch). */
  attach(): () => void {
    const onHide = () => {
      if (document.visibilityState !== "hidden") {
        this.engagement.resume();
        return;
      }
      this.engagement.pause();
      this.flush(true);
    };
    const onPageHide = () => {
      this.engagement.pause();
      this.flush(true);
    };
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onPageHide);
    };
  }

  track(type: AnalyticsEventType, input: TrackInput = {}): InteractionEvent {
    const event = this.send({
      type,
      pageId: input.pageId ?? null,
      targetId: input.targetId ?? null,
      popupId: input.popupId ?? null,
    }) as InteractionEvent;
    pushToDataLayer(event);
    return event;
  }

  /** The visit's entry: the landing page and where the visitor came from. */
  pageView(pageId: string, entry: EntryInfo) {
    this.send({ type: "page_view", pageId, ...entry });
  }

  /** The visitor is on `pageId` now: counts its visible time from here. */
  enterPage(pageId: string) {
    this.engagement.enter(pageId);
  }

  /** A tap at (x, y) of the page box of the given size; at most 20 per page in a visit. */
  tap(pageId: string, x: number, y: number, width: number, height: number) {
    if (width <= 0 || height <= 0) return;
    const count = this.taps.get(pageId) ?? 0;
    if (count >= maxTapsPerPage) return;
    this.taps.set(pageId, count + 1);
    const permille = (value: number, size: number) =>
      Math.min(tapScale, Math.max(0, Math.round((value / size) * tapScale)));
    this.send({ type: "tap", pageId, x: permille(x, width), y: permille(y, height) });
  }

  private send(body: EventBody<AnalyticsEvent>): AnalyticsEvent {
    this.sessionId ??= ensureSessionId();
    const { variationId, experimentId } = readExperiment();
    const event = {
      ...body,
      siteId: this.siteId,
      lang: this.lang,
      occurredAt: Date.now(),
      sessionId: this.sessionId,
      variationId,
      experimentId,
    } as AnalyticsEvent;
    this.queue.push(event);
    if (this.queue.length >= flushAtCount) this.flush(false);
    else this.timer ??= setTimeout(() => this.flush(false), flushEveryMs);
    return event;
  }

  /** `hiding`: the page is going away, so the beacon is the only reliable way out. */
  flush(hiding: boolean): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, maxPerBatch);
      const body = JSON.stringify({ events: snakeizeKeys(batch) });
      const sent = hiding && this.transport.beacon(endpoint, new Blob([body], { type: "application/json" }));
      if (!sent) this.transport.post(endpoint, body);
    }
  }

  pending(): number {
    return this.queue.length;
  }
}

/** Tag managers read window.dataLayer; only pushed when the page defines one. */
function pushToDataLayer(event: InteractionEvent): void {
  if (typeof window === "undefined") return;
  const layer = (window as DataLayerWindow).dataLayer;
  if (!Array.isArray(layer)) return;
  layer.push({
    event: event.type,
    site_id: event.siteId,
    page_id: event.pageId,
    target_id: event.targetId,
    popup_id: event.popupId,
  });
}
