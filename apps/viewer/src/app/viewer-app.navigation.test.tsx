// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { demoSiteId, demoSnapshot } from "../fixtures/demo-snapshot.ts";
import { catalogueFor } from "../lib/messages.ts";
import { wheelGesturePauseMs } from "../lib/wheel-gesture.ts";
import { ViewerApp } from "./viewer-app.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ items: [], popup_clicks: {}, campaign_clicks: {} }))),
  );
  Object.defineProperty(navigator, "sendBeacon", { value: vi.fn(() => true), configurable: true });
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

async function openViewer(position: string) {
  // A desktop window: the PC layout's width (1024 px) and more.
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
    width: 1440,
    height: 900,
  });
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root!.render(
      <ViewerApp
        snapshot={demoSnapshot("ja")}
        messages={catalogueFor("ja")}
        position={position}
        basePath={`/sites/${demoSiteId}`}
        query=""
      />,
    );
  });
}

const counter = () => document.querySelector(".mk-counter span[aria-hidden='true']")?.textContent;

async function flick(deltaY: number, events = 30) {
  await act(async () => {
    for (let i = 0; i < events; i += 1) window.dispatchEvent(new WheelEvent("wheel", { deltaY }));
  });
}

const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, wheelGesturePauseMs + 50)));

describe("turning pages on a desktop", () => {
  it("turns one page per wheel or trackpad gesture, down and back up", async () => {
    await openViewer("A1");
    expect(counter()).toBe("1 / 4");
    await flick(30);
    expect(counter()).toBe("2 / 4");
    await pause();
    await flick(-30);
    expect(counter()).toBe("1 / 4");
  });

  it("keeps the blocking rules: no page above the first, none while a product is open", async () => {
    await openViewer("A1");
    await flick(-40);
    expect(counter()).toBe("1 / 4");
    await act(async () => root?.unmount());
    await openViewer("A3");
    const point = document.querySelector<HTMLButtonElement>(".mk-row:not([inert]) .mk-point");
    expect(point).not.toBeNull();
    await act(async () => point!.click());
    expect(document.querySelector("[role='dialog']")).not.toBeNull();
    await flick(40);
    expect(counter()).toBe("3 / 4");
  });

  it("offers previous and next page buttons, each disabled where the move is blocked", async () => {
    await openViewer("A1");
    const previous = document.querySelector<HTMLButtonElement>("button[aria-label='前のページ']");
    const next = document.querySelector<HTMLButtonElement>("button[aria-label='次のページ']");
    expect(previous?.disabled).toBe(true);
    expect(next?.disabled).toBe(false);
    await act(async () => next!.click());
    expect(counter()).toBe("2 / 4");
    expect(previous?.disabled).toBe(false);
    await act(async () => previous!.click());
    expect(counter()).toBe("1 / 4");
  });
});
