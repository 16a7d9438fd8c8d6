import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { renderAt } from "@/testing/render";
import { defaultCampaign } from "../lib/defaults";
import { newBanner, newButton } from "./campaign-items";
import { CampaignSurface } from "./campaign-surface";

const videoBanner = { ...newBanner("left", 1), id: "b-video", mediaUrl: "/media/a/video.mp4" };
const pictureBanner = { ...newBanner("left", 2), id: "b-picture", y: 200, mediaUrl: "/media/b/original.jpg" };
const videoButton = {
  ...newButton("left", 3),
  id: "button-video",
  buttonType: "MEDIA" as const,
  buttonImageUrl: "/media/c/stream",
  isVideo: true,
  thumbnailUrl: "/media/c/poster.jpg",
};

function renderSurface() {
  const campaign = {
    ...defaultCampaign(3),
    positionLp: "left" as const,
    banners: [videoBanner, pictureBanner],
    buttons: [videoButton],
  };
  renderAt(
    <CampaignSurface
      campaign={campaign}
      selected={null}
      readOnly={false}
      onSelect={() => {}}
      onPlace={() => {}}
    />,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

describe("the campaign builder's panel", () => {
  it("plays a video banner silently in its item instead of drawing it as a picture", () => {
    renderSurface();
    const [video] = screen.getAllByRole("button", { name: "Banner" });
    const clip = video?.querySelector("video");
    expect(clip?.getAttribute("src")).toBe("/media/a/video.mp4");
    expect(clip?.muted).toBe(true);
    expect(clip?.loop).toBe(true);
    expect(clip?.hasAttribute("playsinline")).toBe(true);
    expect(video?.style.background).not.toContain("video.mp4");
  });

  it("draws a picture banner as the item's background", () => {
    renderSurface();
    const [, picture] = screen.getAllByRole("button", { name: "Banner" });
    expect(picture?.querySelector("video")).toBeNull();
    expect(picture?.style.background).toContain("/media/b/original.jpg");
  });

  it("plays a media button stored as a video over its thumbnail", () => {
    renderSurface();
    const clip = screen.getByRole("button", { name: "Button" }).querySelector("video");
    expect(clip?.getAttribute("src")).toBe("/media/c/stream");
    expect(clip?.getAttribute("poster")).toBe("/media/c/poster.jpg");
  });
});
