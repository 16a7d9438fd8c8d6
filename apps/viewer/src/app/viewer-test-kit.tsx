import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, vi } from "vitest";
import { demoSiteId, demoSnapshot } from "../fixtures/demo-snapshot.ts";
import { catalogueFor } from "../lib/messages.ts";
import { ViewerApp } from "./viewer-app.tsx";

/** Test kit of the whole viewer in happy-dom: the demo fixture in Japanese, in a desktop-sized window. */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

/** Call at the top of a test file: unmounts the viewer and clears what a test left behind. */
export function cleanUpViewer() {
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });
}

export async function openViewer(position: string) {
  await act(async () => root?.unmount());
  Object.defineProperty(navigator, "sendBeacon", { value: vi.fn(() => true), configurable: true });
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

/** Lets the parts loaded when the browser is idle (notices, popup CTA) arrive. */
export async function waitFor(selector: string) {
  for (let round = 0; round < 40 && !document.querySelector(selector); round += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  }
  return document.querySelector<HTMLElement>(selector);
}
