import { seriousViolations } from "../support/axe.ts";
import { holdCode } from "../support/hold-code.ts";
import { addressOf, expect, siteUrl, test, viewer, viewerText, waitForViewer } from "../support/viewer.ts";

test.describe("the demo site's accessibility", () => {
  test("has no serious or critical axe-core finding on its pages", async ({ page }) => {
    test.setTimeout(90_000);
    const pages = ["contact", "register", "login", "reset-password", "new-password"];
    for (const path of ["A1", "A2", "A3", "B1", "B2", "C1", "EN/A1", ...pages]) {
      await page.goto(siteUrl(path));
      if (!pages.includes(path)) {
        await waitForViewer(page);
        await expect(page.locator(".mk-popup-item").first()).toBeVisible();
      }
      expect(await seriousViolations(page), `axe-core on ${path}`).toEqual([]);
    }
  });

  test("gives every close button a touch target of at least 44 × 44", async ({ page }) => {
    await page.goto(siteUrl("A2"));
    await waitForViewer(page);
    await expect(page.locator(".mk-popup-item").first()).toBeVisible();
    for (const close of await page.locator(".mk-popup-close, .mk-notice-close").all()) {
      const box = await close.boundingBox();
      // Scaled layouts give sub-pixel boxes: 44 px within a rounding.
      expect(box?.width).toBeGreaterThan(43.9);
      expect(box?.height).toBeGreaterThan(43.9);
    }
  });

  test("keeps the focus inside the product popup and returns it to the product on close", async ({
    page,
  }) => {
    await page.goto(siteUrl("A2"));
    await waitForViewer(page);
    const point = viewer.current(page).locator(".mk-point").first();
    await point.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    // The popup takes the focus once it has opened; Tab is pressed from there, as a person would.
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press(i % 2 ? "Shift+Tab" : "Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(point).toBeFocused();
  });

  test("keeps the product popup shown and focused while the notification banner arrives", async ({
    page,
  }) => {
    // The banner downloads when the page is idle; held back, it is still on its way when the popup opens.
    const release = await holdCode(page, /\/assets\/notification-banner-[^/]+\.js$/);
    await page.goto(siteUrl("A2"));
    await waitForViewer(page);
    await viewer.current(page).locator(".mk-point").first().focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    release();
    await expect(page.locator(".mk-notice-title")).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  });

  test("switches language on Enter, not on a single arrow key", async ({ page }) => {
    await page.goto(siteUrl("A2"));
    await waitForViewer(page);
    const select = page.getByRole("combobox", { name: viewerText.language });
    await select.focus();
    await page.keyboard.press("ArrowDown");
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(addressOf("A2"));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(addressOf("EN/A2"));
  });

  test("moves between the company-info tabs with the arrow keys", async ({ page }) => {
    await page.goto(siteUrl("A1"));
    await waitForViewer(page);
    // The page's footer row steps aside while the popup CTA is open: close its items first.
    const closes = page.locator(".mk-popup-close");
    await expect(closes).toHaveCount(2);
    await closes.first().click();
    await closes.first().click();
    await viewer.current(page).getByRole("button", { name: "会社情報" }).click();
    const tabs = page.getByRole("tab");
    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  });
});
