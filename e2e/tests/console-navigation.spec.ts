import { expect, type Page, test } from "@playwright/test";
import { ensureMasterPassword, masterPassword } from "../support/accounts.ts";
import { logIn } from "../support/auth.ts";
import { readCredentials } from "../support/credentials.ts";

const credentials = readCredentials();

/** WCAG's contrast ratio of two "rgb(r, g, b)" colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

async function logInAsMaster(page: Page, request: Parameters<typeof ensureMasterPassword>[0]) {
  await ensureMasterPassword(request, credentials);
  await logIn(page, credentials.master.email, masterPassword);
  await expect(page).toHaveURL(/\/master\/summary$/);
}

test.describe("the console's navigation", () => {
  test("lets the wheel over a navigation with nothing to scroll move the page", async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name === "phone", "on phones the navigation is a drawer over the page");
    await page.setViewportSize({ width: 1440, height: 900 });
    await logInAsMaster(page, request);
    const navigation = page.getByRole("navigation", { name: "メインナビゲーション" });
    const list = navigation.getByRole("list");
    await expect(list.getByRole("link").last()).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)).toBeGreaterThan(
      200,
    );

    const box = (await list.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
  });

  test("scrolls a navigation taller than the window with the wheel down to its last item", async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name === "phone", "on phones the navigation is a drawer over the page");
    await page.setViewportSize({ width: 1280, height: 500 });
    await logInAsMaster(page, request);
    const navigation = page.getByRole("navigation", { name: "メインナビゲーション" });
    const last = navigation.getByRole("link").last();
    await expect(last).not.toBeInViewport({ ratio: 1 });

    const box = (await navigation.getByRole("list").boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, 200);
    await page.mouse.wheel(0, 1000);
    await expect(last).toBeInViewport({ ratio: 1 });
  });

  test("shows its scrollbar only while the pointer or the keyboard focus is in it", async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name === "phone", "a touch screen's scrollbars show only while scrolling");
    await page.setViewportSize({ width: 1280, height: 500 });
    await logInAsMaster(page, request);
    const navigation = page.getByRole("navigation", { name: "メインナビゲーション" });
    const scroller = navigation.getByRole("list").locator("..");
    expect(await scroller.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
    /** The opacity of the scrollbar's thumb, from its computed `scrollbar-color`. */
    const thumbAlpha = () =>
      scroller.evaluate((box) => {
        const [thumb] = getComputedStyle(box).scrollbarColor.match(/rgba?\([^)]*\)/g) ?? [];
        const parts = thumb?.match(/[\d.]+/g)?.map(Number) ?? [];
        return parts.length === 4 ? parts[3]! : parts.length === 3 ? 1 : 0;
      });

    await page.mouse.move(900, 300);
    expect(await thumbAlpha(), "with the pointer over the page").toBe(0);
    const box = (await scroller.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 100);
    expect(await thumbAlpha(), "with the pointer over the navigation").toBeGreaterThan(0);

    await page.mouse.move(900, 300);
    await navigation.getByRole("link").first().focus();
    expect(await thumbAlpha(), "with the keyboard focus in the navigation").toBeGreaterThan(0);
  });

  test("shows the keyboard focus of its links against its dark background", async ({
    page,
    request,
  }, testInfo) => {
    await logInAsMaster(page, request);
    if (testInfo.project.name === "phone") {
      await page.getByRole("button", { name: "ナビゲーションを開閉" }).click();
    }
    const navigation = page.getByRole("navigation", { name: "メインナビゲーション" });
    await navigation.getByRole("link").first().focus();
    await page.keyboard.press("Tab");
    const second = navigation.getByRole("link").nth(1);
    await expect(second).toBeFocused();

    const { outline, backgrounds } = await second.evaluate((link) => {
      const style = getComputedStyle(link);
      const root = link.closest("nav")!.firstElementChild!;
      return {
        outline: style.outlineStyle === "none" ? "" : style.outlineColor,
        // The navigation's gradient, both ends.
        backgrounds: getComputedStyle(root).backgroundImage.match(/rgba?\([^)]*\)/g) ?? [],
      };
    });
    expect(outline, "a focus outline").not.toBe("");
    expect(backgrounds.length, "the navigation's gradient").toBeGreaterThan(0);
    for (const background of backgrounds) {
      expect(
        contrast(outline, background),
        `focus outline ${outline} on ${background}`,
      ).toBeGreaterThanOrEqual(3);
    }
  });
});
