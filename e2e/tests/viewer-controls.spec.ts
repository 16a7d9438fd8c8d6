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

/** The controls the visible swipe hint covers (its bounce included), by their text or class. */
function controlsUnderHint(page: Page) {
  return page.evaluate(() => {
    const hint = document.querySelector(".mk-row:not([inert]) .mk-hint");
    if (!hint || getComputedStyle(hint).visibility === "hidden") return [];
    const h = hint.getBoundingClientRect();
    return Array.from(document.querySelectorAll("button, a[href], .mk-microcopy, .mk-popup"))
      .filter((element) => !element.closest("[inert], [aria-hidden='true']"))
      .filter((element) => {
        const r = element.getBoundingClientRect();
        return (
          r.width > 0 && r.left < h.right && h.left < r.right && r.top < h.bottom && h.top - 8 < r.bottom
        );
      })
      .map((element) => element.textContent?.trim() || element.className);
  });
}

test.describe("public viewer controls", () => {
  test("keeps the swipe hint off every control of every page, with the popup CTA open", async ({
    page,
    visitIsClean,
  }) => {
    test.setTimeout(60_000);
    for (const code of ["A1", "A2", "B1", "B2", "EN/A1", "EN/B2"]) {
      await page.goto(siteUrl(code));
      await waitForViewer(page);
      await expect(page.locator(".mk-popup-item").first()).toBeVisible();
      await expect(viewer.current(page).locator(".mk-hint")).toHaveCount(1);
      // The popup and the page's buttons settle once their images are in.
      await page.waitForTimeout(800);
      expect(await controlsUnderHint(page), `controls under the hint on ${code}`).toEqual([]);
    }
    visitIsClean();
  });

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
