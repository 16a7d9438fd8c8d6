import type { Page } from "@playwright/test";
import { expect, siteUrl, test, viewer, waitForViewer } from "../support/viewer.ts";

/** The demo's video page (B1) as the visitor finds it: playing, muted. */
async function openVideoPage(page: Page) {
  await page.goto(siteUrl("B1"));
  await waitForViewer(page);
  const video = viewer.current(page).locator("video");
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  return video;
}

test.describe("public viewer controls", () => {
  test("unmutes the video page with a tap on the video itself", async ({ page, hasTouch, visitIsClean }) => {
    const video = await openVideoPage(page);
    const box = await video.boundingBox();
    if (!box) throw new Error("no video box");
    // Left of the middle, above the page's bottom stack: the picture, none of the page's controls.
    const position = { x: box.width * 0.2, y: box.height * 0.45 };
    if (hasTouch) await video.tap({ position, timeout: 5_000 });
    else await video.click({ position, timeout: 5_000 });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
    await expect(viewer.current(page).getByRole("button", { name: "ミュート", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    visitIsClean();
  });
});
