import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { renderAt } from "@/testing/render";
import { siteId } from "../testing/fixtures";
import { ImageUpload } from "./image-upload";

function renderUpload(props: { value: string | null; isVideo?: boolean; poster?: string }) {
  return renderAt(
    <ImageUpload
      siteId={siteId}
      purpose="campaign"
      label="Banner"
      accept="image/png,image/jpeg,video/mp4,video/quicktime"
      onUploaded={() => {}}
      onRemove={() => {}}
      {...props}
    />,
  );
}

const video = (container: HTMLElement) => container.querySelector("video");

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

describe("the upload's preview", () => {
  it("plays an uploaded video silently, looping and inline, over its poster", () => {
    const { container } = renderUpload({ value: "/media/a/video.mp4", poster: "/media/a/poster.jpg" });
    const clip = video(container);
    expect(clip?.getAttribute("src")).toBe("/media/a/video.mp4");
    expect(clip?.getAttribute("poster")).toBe("/media/a/poster.jpg");
    expect(clip?.muted).toBe(true);
    expect(clip?.loop).toBe(true);
    expect(clip?.hasAttribute("playsinline")).toBe(true);
    expect(clip?.hasAttribute("controls")).toBe(false);
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("knows a .mov upload for a video by its name", () => {
    const { container } = renderUpload({ value: "/media/b/video.MOV?v=2" });
    expect(video(container)?.getAttribute("src")).toBe("/media/b/video.MOV?v=2");
  });

  it("follows the stored video flag over the file name", () => {
    const flagged = renderUpload({ value: "/media/c/clip", isVideo: true });
    expect(video(flagged.container)).not.toBeNull();
    flagged.unmount();
    const picture = renderUpload({ value: "/media/c/still.mp4", isVideo: false });
    expect(video(picture.container)).toBeNull();
    expect(screen.getByRole("img", { name: "Banner" }).getAttribute("src")).toBe("/media/c/still.mp4");
  });

  it("shows a picture as an image", () => {
    const { container } = renderUpload({ value: "/media/d/original.png" });
    expect(video(container)).toBeNull();
    expect(screen.getByRole("img", { name: "Banner" }).getAttribute("src")).toBe("/media/d/original.png");
  });
});
