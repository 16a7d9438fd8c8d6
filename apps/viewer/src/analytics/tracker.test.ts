// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Tracker } from "./tracker.ts";

const siteId = "5f0c6a52-7d7e-4a8e-9a51-2b1c3f4d5e6f";

function transport() {
  const posts: string[] = [];
  const beacons: Blob[] = [];
  return {
    posts,
    beacons,
    beacon: vi.fn((_url: string, body: Blob) => {
      beacons.push(body);
      return true;
    }),
    post: vi.fn((_url: string, body: string) => {
      posts.push(body);
    }),
  };
}

beforeEach(() => {
  for (const name of ["sessionId", "variationId", "experimentId"]) {
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up.
    document.cookie = `${name}=; max-age=0; path=/`;
  }
  delete (window as { dataLayer?: unknown[] }).dataLayer;
});
afterEach(() => vi.useRealTimers());

describe("analytics tracker", () => {
  it("sends a batch as soon as 10 events are queued, in snake_case", () => {
    const wire = transport();
    const tracker = new Tracker(siteId, "ja", wire);
    for (let i = 0; i < 10; i += 1) tracker.track("slide_page", { pageId: `p${i}` });
    expect(wire.post).toHaveBeenCalledTimes(1);
    const body = JSON.parse(wire.posts[0]!);
    expect(body.events).toHaveLength(10);
    expect(body.events[0]).toMatchObject({ type: "slide_page", site_id: siteId, page_id: "p0", lang: "ja" });
    expect(body.events[0].session_id).toMatch(/.+/);
    expect(tracker.pending()).toBe(0);
  });

  it("flushes a few seconds after the first event", () => {
    vi.useFakeTimers();
    const wire = transport();
    const tracker = new Tracker(siteId, "ja", wire);
    tracker.track("click_cta_btn", { pageId: "p", targetId: "b" });
    expect(wire.post).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(wire.post).toHaveBeenCalledTimes(1);
  });

  it("uses the beacon when the page hides, in batches of at most 50", () => {
    vi.useFakeTimers();
    const wire = transport();
    const tracker = new Tracker(siteId, "ja", wire);
    const detach = tracker.attach();
    // Under the batch size, nothing is sent before the page hides.
    (tracker as unknown as { queue: unknown[] }).queue.push(
      ...Array.from({ length: 120 }, (_, i) => ({
        type: "slide_page",
        siteId,
        occurredAt: i + 1,
        sessionId: "s",
      })),
    );
    window.dispatchEvent(new Event("pagehide"));
    expect(wire.beacon).toHaveBeenCalledTimes(3);
    expect(wire.beacons[0]!.type).toBe("application/json");
    detach();
  });

  it("keeps one session id in a cookie and reads the experiment cookies", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up.
    document.cookie = "variationId=v1; path=/";
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up.
    document.cookie = "experimentId=e1; path=/";
    const tracker = new Tracker(siteId, "ja", transport());
    const first = tracker.track("slide_page");
    const second = tracker.track("slide_page");
    expect(first.sessionId).toBe(second.sessionId);
    expect(document.cookie).toContain(`sessionId=${first.sessionId}`);
    expect(first).toMatchObject({ variationId: "v1", experimentId: "e1" });
  });

  it("pushes to window.dataLayer only when the page defines one", () => {
    const tracker = new Tracker(siteId, "ja", transport());
    tracker.track("click_popup_cta", { pageId: "p", popupId: "x" });
    expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
    const layer: unknown[] = [];
    (window as { dataLayer?: unknown[] }).dataLayer = layer;
    tracker.track("click_popup_cta", { pageId: "p", popupId: "x" });
    expect(layer).toEqual([
      { event: "click_popup_cta", site_id: siteId, page_id: "p", target_id: null, popup_id: "x" },
    ]);
  });
});

describe("the viewer's own analytics events", () => {
  it("sends the entry, the visible time of a page when it is left, and taps in permille", () => {
    vi.useFakeTimers();
    const wire = transport();
    const tracker = new Tracker(siteId, "ja", wire);
    tracker.pageView("p1", {
      referrerHost: "www.google.com",
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmContent: null,
      utmTerm: null,
      device: "phone",
    });
    tracker.enterPage("p1");
    tracker.tap("p1", 195, 844, 390, 844);
    vi.advanceTimersByTime(3000);
    tracker.enterPage("p2");
    tracker.flush(false);
    const events = JSON.parse(wire.posts[0]!).events;
    expect(events.map((event: { type: string }) => event.type)).toEqual([
      "page_view",
      "tap",
      "page_engagement",
    ]);
    expect(events[0]).toMatchObject({ page_id: "p1", referrer_host: "www.google.com", device: "phone" });
    expect(events[1]).toMatchObject({ page_id: "p1", x: 500, y: 1000 });
    expect(events[2]).toMatchObject({ page_id: "p1", duration_ms: 3000 });
  });

  it("sends at most 20 taps per page in a visit", () => {
    const wire = transport();
    const tracker = new Tracker(siteId, "ja", wire);
    for (let i = 0; i < 25; i += 1) tracker.tap("p1", 10, 10, 100, 100);
    tracker.tap("p2", 10, 10, 100, 100);
    tracker.flush(false);
    const events = wire.posts.flatMap((body) => JSON.parse(body).events);
    expect(events.filter((event: { page_id: string }) => event.page_id === "p1")).toHaveLength(20);
    expect(events.filter((event: { page_id: string }) => event.page_id === "p2")).toHaveLength(1);
  });

  it("ends the page's visible time when the tab is hidden, before the beacon leaves", () => {
    vi.useFakeTimers();
    const wire = transport();
    const tracker = new Tracker(siteId, "ja", wire);
    const detach = tracker.attach();
    tracker.enterPage("p1");
    vi.advanceTimersByTime(2500);
    window.dispatchEvent(new Event("pagehide"));
    expect(wire.beacon).toHaveBeenCalledTimes(1);
    detach();
  });
});
