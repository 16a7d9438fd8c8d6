// @vitest-environment happy-dom
import type { PopupState } from "@domain/viewer/popup-cta.ts";
import type { PopupCta } from "@mekuri/domain";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { demoImage, demoSnapshot } from "../../fixtures/demo-snapshot.ts";
import { viewerTestContext, WithViewer } from "../../testing/viewer-test-context.tsx";
import { PopupCtaBanner } from "./popup-cta-banner.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
/** Every root a test rendered, unmounted after it so no countdown keeps ticking. */
const roots: Root[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await act(async () => root.unmount());
  document.body.innerHTML = "";
});

const popups = demoSnapshot("ja").popupCtas;
const visible = { status: "visible", numberClicks: 0, limit: null } as const;
const absent = { status: "absent", numberClicks: 0, limit: null } as const;

function setup(kind: "timeLimit" | "applicantLimit", popup: PopupCta) {
  const context = viewerTestContext();
  context.snapshot = { ...context.snapshot, popupCtas: { ...context.snapshot.popupCtas, [kind]: popup } };
  const state: PopupState = {
    open: true,
    items: {
      timeLimit: kind === "timeLimit" ? visible : absent,
      applicantLimit: kind === "applicantLimit" ? visible : absent,
    },
  };
  const noop = () => undefined;
  return (
    <WithViewer value={context}>
      <PopupCtaBanner state={state} onClose={noop} onTimeout={noop} onClick={noop} />
    </WithViewer>
  );
}

/** Renders the banner with only the given item showing; returns that item's element. */
async function render(kind: "timeLimit" | "applicantLimit", popup: PopupCta) {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  await act(async () => root.render(setup(kind, popup)));
  return container.querySelector<HTMLElement>(".mk-popup-item")!;
}

/** The item's inline style as a browser receives it (happy-dom drops min() when React sets it). */
function itemStyle(popup: PopupCta) {
  return /class="mk-popup-item" style="([^"]*)"/.exec(renderToString(setup("timeLimit", popup)))?.[1] ?? "";
}

describe("PopupCtaBanner", () => {
  it("takes the creator's width and height in design pixels, clamped to the stage", () => {
    const style = itemStyle({
      ...popups.timeLimit!,
      style: { ...popups.timeLimit!.style, width: 300, height: 90 },
    });
    expect(style).toContain("width:min(calc(300 * var(--u)), 100%)");
    expect(style).toContain("height:min(calc(90 * var(--u)), 40cqh)");
  });

  it("fits its content when the size is zero", () => {
    const style = itemStyle({
      ...popups.timeLimit!,
      style: { ...popups.timeLimit!.style, width: 0, height: 0 },
    });
    expect(style).not.toMatch(/width|height/);
  });

  it("plays a video medium muted, inline and looping, with the poster", async () => {
    const item = await render("timeLimit", {
      ...popups.timeLimit!,
      image: demoImage("poster", 400, 400),
      media: { url: "/media/clip/video.mp4", type: "VIDEO", width: 400, height: 400 },
    });
    const video = item.querySelector("video")!;
    expect(video.getAttribute("src")).toBe("/media/clip/video.mp4");
    expect(video.getAttribute("poster")).toBe("/media/demo/poster-200.webp");
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute("playsinline")).toBe(true);
    expect(item.querySelector("img")).toBeNull();
  });

  it("shows an image medium given only by its URL", async () => {
    const item = await render("applicantLimit", {
      ...popups.applicantLimit!,
      image: null,
      media: { url: "/media/banner/image.webp", type: "IMAGE", width: 200, height: 100 },
    });
    const image = item.querySelector("img")!;
    expect(image.getAttribute("src")).toBe("/media/banner/image.webp");
    expect(image.style.aspectRatio).toBe("2 / 1");
  });

  it("shows the time left on the applicant-limited item when it is on and the item has an end date", async () => {
    const endDate = new Date(Date.now() + 5 * 3_600_000 + 60_000).toISOString();
    const shown = await render("applicantLimit", {
      ...popups.applicantLimit!,
      showRemainingTime: true,
      endDate,
    });
    expect(shown.querySelector(".mk-popup-countdown")?.textContent).toBe("残り5時間");
    const noEnd = await render("applicantLimit", {
      ...popups.applicantLimit!,
      showRemainingTime: true,
      endDate: null,
    });
    expect(noEnd.querySelector(".mk-popup-countdown")).toBeNull();
    const off = await render("applicantLimit", {
      ...popups.applicantLimit!,
      showRemainingTime: false,
      endDate,
    });
    expect(off.querySelector(".mk-popup-countdown")).toBeNull();
  });
});
