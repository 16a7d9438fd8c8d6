// @vitest-environment happy-dom
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { wheelGesturePauseMs } from "../lib/wheel-gesture.ts";
import { cleanUpViewer, openViewer } from "./viewer-test-kit.tsx";

cleanUpViewer();

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ items: [], popup_clicks: {}, campaign_clicks: {} }))),
  );
});

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
    expect(counter()).toBe("1 / 3");
    await flick(30);
    expect(counter()).toBe("2 / 3");
    await pause();
    await flick(-30);
    expect(counter()).toBe("1 / 3");
  });

  it("keeps the blocking rules: no page above the first, none while a product is open", async () => {
    await openViewer("A1");
    await flick(-40);
    expect(counter()).toBe("1 / 3");
    await openViewer("A2");
    const point = document.querySelector<HTMLButtonElement>(".mk-row:not([inert]) .mk-point");
    expect(point).not.toBeNull();
    await act(async () => point!.click());
    expect(document.querySelector("[role='dialog']")).not.toBeNull();
    await flick(40);
    expect(counter()).toBe("2 / 3");
  });

  it("offers previous and next page buttons, each disabled where the move is blocked", async () => {
    await openViewer("A1");
    const previous = document.querySelector<HTMLButtonElement>("button[aria-label='前のページ']");
    const next = document.querySelector<HTMLButtonElement>("button[aria-label='次のページ']");
    expect(previous?.disabled).toBe(true);
    expect(next?.disabled).toBe(false);
    await act(async () => next!.click());
    expect(counter()).toBe("2 / 3");
    expect(previous?.disabled).toBe(false);
    await act(async () => previous!.click());
    expect(counter()).toBe("1 / 3");
  });
});
