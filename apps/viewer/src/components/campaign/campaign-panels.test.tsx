// @vitest-environment happy-dom
import type { Campaign } from "@mekuri/domain";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { demoSnapshot } from "../../fixtures/demo-snapshot.ts";
import { viewerTestContext, WithViewer } from "../../testing/viewer-test-context.tsx";
import CampaignPanels from "./campaign-panels.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A panel measures itself before it places items: report a panel of the design size at once. */
class InstantResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    this.callback(
      [{ contentRect: { width: 360, height: 739 } } as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal("ResizeObserver", InstantResizeObserver);
});
/** Every root a test rendered, unmounted after it so no countdown keeps ticking. */
const roots: Root[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await act(async () => root.unmount());
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

const campaign = demoSnapshot("ja").campaign!;
const textButton = campaign.buttons[0]!;
const banner = campaign.banners[0]!;

async function render(overrides: Partial<Campaign>) {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  await act(async () =>
    root.render(
      <WithViewer value={viewerTestContext()}>
        <CampaignPanels campaign={{ ...campaign, ...overrides }} />
      </WithViewer>,
    ),
  );
  return container;
}

describe("CampaignPanels", () => {
  it("renders an HTML/CSS button's sanitised HTML as page buttons do", async () => {
    const panels = await render({
      buttons: [
        { ...textButton, buttonType: "HTML_CSS", buttonContentHtml: "<b>Summer</b> sale", microcopyText: "" },
      ],
    });
    const face = panels.querySelector(".mk-campaign-item .mk-cta-face")!;
    expect(face.querySelector(".mk-cta-html")?.innerHTML).toBe("<b>Summer</b> sale");
    expect(face.textContent).toBe("Summer sale");
  });

  it("places the microcopy above the button for TOP and below it for BOTTOM", async () => {
    const top = await render({
      banners: [],
      buttons: [{ ...textButton, microcopyText: "Free shipping", textAlign: "TOP" }],
    });
    const item = top.querySelector(".mk-campaign-item")!;
    expect(item.firstElementChild?.className).toBe("mk-microcopy mk-microcopy--top");
    expect(item.firstElementChild?.textContent).toBe("Free shipping");
    const bottom = await render({
      banners: [],
      buttons: [{ ...textButton, microcopyText: "Free shipping", textAlign: "BOTTOM" }],
    });
    expect(bottom.querySelector(".mk-campaign-item")!.lastElementChild?.className).toBe(
      "mk-microcopy mk-microcopy--bottom",
    );
  });

  it("plays a video banner and a video media button muted, inline and looping", async () => {
    const panels = await render({
      banners: [{ ...banner, mediaUrl: "/media/campaign/video.mp4" }],
      buttons: [
        {
          ...textButton,
          buttonType: "MEDIA",
          buttonImageUrl: "/media/button/clip",
          isVideo: true,
          thumbnailUrl: "/media/button/poster.webp",
        },
      ],
    });
    const [bannerVideo, buttonVideo] = [...panels.querySelectorAll("video")];
    expect(bannerVideo?.getAttribute("src")).toBe("/media/campaign/video.mp4");
    expect(buttonVideo?.getAttribute("src")).toBe("/media/button/clip");
    expect(buttonVideo?.getAttribute("poster")).toBe("/media/button/poster.webp");
    for (const video of [bannerVideo!, buttonVideo!]) {
      expect(video.muted).toBe(true);
      expect(video.loop).toBe(true);
      expect(video.hasAttribute("playsinline")).toBe(true);
    }
  });

  it("keeps image banners and image media buttons as images", async () => {
    const panels = await render({
      buttons: [
        { ...textButton, buttonType: "MEDIA", buttonImageUrl: "/media/button/image.webp", isVideo: false },
      ],
    });
    expect(panels.querySelector("video")).toBeNull();
    expect([...panels.querySelectorAll("img")].map((img) => img.getAttribute("src"))).toEqual([
      banner.mediaUrl,
      "/media/button/image.webp",
    ]);
  });

  it("draws a panel's items bottom first by their stacking order, whatever their kind", async () => {
    const { mediaUrl: _mediaUrl, lockRatio: _lockRatio, ...link } = banner;
    const panels = await render({
      positionLp: "left",
      banners: [{ ...banner, id: "top-banner", zIndex: 3 }],
      buttons: [{ ...textButton, id: "middle-button", zIndex: 2, microcopyText: "" }],
      links: [{ ...link, id: "bottom-link", zIndex: 1, linkDestinationUrl: "https://bottom.example.com/" }],
    });
    const items = [...panels.querySelectorAll<HTMLElement>(".mk-campaign--right .mk-campaign-item")];
    expect(items.map((item) => item.style.zIndex)).toEqual(["1", "2", "3"]);
    // A link area is named for where it leads, as on the pages.
    expect(items[0]?.getAttribute("aria-label")).toBe("bottom.example.com");
    expect(items[2]?.querySelector("img")?.getAttribute("src")).toBe(banner.mediaUrl);
  });

  it("names a link area without a web address for what it does", async () => {
    const { mediaUrl: _mediaUrl, lockRatio: _lockRatio, ...link } = banner;
    const panels = await render({
      positionLp: "left",
      banners: [],
      buttons: [],
      links: [{ ...link, id: "contact-link", linkType: "CONTACT", linkDestinationUrl: "" }],
    });
    expect(panels.querySelector(".mk-link-area")?.getAttribute("aria-label")).toBe("contact");
  });

  it("draws the background its language's snapshot carries, and none without one", async () => {
    const withPicture = await render({ backgroundUrl: "/media/campaign/bg-en.webp" });
    const background = withPicture.querySelector<HTMLElement>(".mk-campaign-bg")!;
    expect(background.style.backgroundImage).toContain("/media/campaign/bg-en.webp");
    const without = await render({ backgroundUrl: "" });
    expect(without.querySelector<HTMLElement>(".mk-campaign-bg")!.style.backgroundImage).toBe("");
  });
});
