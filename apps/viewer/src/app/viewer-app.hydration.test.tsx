// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderSiteDocument } from "../entry-server.tsx";
import { demoSiteId, demoSnapshot } from "../fixtures/demo-snapshot.ts";
import { ViewerApp } from "./viewer-app.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("hydrating the server's document", () => {
  it("takes over the server markup without a mismatch or an error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ items: [], popup_clicks: {}, campaign_clicks: {} }))),
    );
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
    const html = renderSiteDocument({
      snapshot: demoSnapshot("ja"),
      position: "A3",
      basePath: `/sites/${demoSiteId}`,
      query: "",
      assets: { scripts: [], css: "", preloads: [] },
      origin: "https://demo.example",
    });
    const markup =
      /<div id="mekuri-root">([\s\S]*?)<\/div>\n<script type="application\/json"/.exec(html)?.[1] ?? "";
    const data = JSON.parse(/id="mekuri-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "null");
    document.body.innerHTML = `<div id="mekuri-root">${markup}</div>`;
    const errors = vi.spyOn(console, "error");
    const replaceState = vi.spyOn(history, "replaceState");
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(document.getElementById("mekuri-root")!, <ViewerApp {...data} />, {
        onRecoverableError: recoverable,
      });
    });
    // The parts loaded when the browser is idle (notices, popup CTA) arrive inside act too.
    // The parts loaded when the browser is idle (notices, popup CTA) arrive in later rounds of work.
    for (let round = 0; round < 40 && (!document.querySelector(".mk-popup") || round < 8); round += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    }
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(document.querySelector(".mk-counter")?.textContent).toContain("3 / 3");
    expect(document.querySelector(".mk-popup")?.textContent).toContain("期間限定 20% OFF");
    // 500 ms after the page settles, the address names it and the position cookie keeps it.
    expect(replaceState).toHaveBeenCalledWith(null, "", `/sites/${demoSiteId}/A3`);
    expect(document.cookie).toContain("position=A3");
    await act(async () => root?.unmount());
    // Unmounting sends what the tracker still holds (the slide_page of the first page) by beacon.
    expect(beacon).toHaveBeenCalledWith("/api/v1/end-user/events", expect.any(Blob));
  });
});
