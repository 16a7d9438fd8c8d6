import { expect, type Page, test } from "@playwright/test";
import { mailedLink } from "../support/accounts.ts";
import { labels, logIn } from "../support/auth.ts";
import { readCredentials } from "../support/credentials.ts";
import { holdCode } from "../support/hold-code.ts";

const credentials = readCredentials();

test.describe("operator sign-in", () => {
  test("shows the spec's message for a wrong password and stays on the login page", async ({ page }) => {
    await logIn(page, credentials.demo.email, "Wrong-pass1");
    await expect(
      page
        .getByText("ログインIDまたはパスワードが正しくありません。確認のうえ、再度ログインしてください。")
        .first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("lands a customer's operator in their own console section", async ({ page }) => {
    await logIn(page, credentials.demo.email, credentials.demo.password);
    await expect(page).toHaveURL(/\/adminuser\/site-list$/);
    await expect(page.getByRole("heading", { level: 1, name: "サイト制作" })).toBeVisible();
    // A customer's navigation has its sites but no user list or plan management.
    await expect(page.getByRole("link", { name: "サイト制作", includeHidden: true }).first()).toBeAttached();
    await expect(page.getByRole("link", { name: "ユーザー一覧", includeHidden: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "プラン管理", includeHidden: true })).toHaveCount(0);
  });

  test("keeps the session across a reload in an HttpOnly refresh cookie that no script can read", async ({
    page,
    context,
  }) => {
    await logIn(page, credentials.demo.email, credentials.demo.password);
    await expect(page).toHaveURL(/\/adminuser\/site-list$/);
    // Chromium keeps a Secure cookie on http://127.0.0.1 too: loopback is a secure context.
    const [cookie] = (await context.cookies()).filter((c) => c.name === "mekuri_refresh");
    expect(cookie).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: "Strict",
      path: "/api/v1/auth/refresh-token",
    });
    expect(await page.evaluate(() => document.cookie)).not.toContain("mekuri_refresh");
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain(cookie!.value);
    expect(stored).not.toContain("accessToken");

    const restored = page.waitForResponse(
      (r) => r.url().endsWith("/api/v1/auth/refresh-token") && r.status() === 200,
    );
    await page.reload();
    await restored;
    await expect(page).toHaveURL(/\/adminuser\/site-list$/);
    await expect(page.getByRole("heading", { level: 1, name: "サイト制作" })).toBeVisible();
  });

  test("refreshes an access token the server refuses and retries the request once", async ({ page }) => {
    await logIn(page, credentials.demo.email, credentials.demo.password);
    await expect(page).toHaveURL(/\/adminuser\/site-list$/);

    // The server refuses the next user-info call once, as after expiry or a key change.
    let refused = false;
    await page.route("**/api/v1/auth/user-info", async (route) => {
      if (refused) return route.continue();
      refused = true;
      await route.fulfill({
        status: 401,
        contentType: "application/json",
        body: JSON.stringify({ code: "TOKEN_EXPIRED", message: "expired" }),
      });
    });
    const retried = page.waitForResponse(
      (r) =>
        r.url().endsWith("/api/v1/auth/user-info") &&
        r.status() === 200 &&
        r.request().headers().authorization !== undefined,
    );
    await page.reload();
    await retried;
    expect(refused).toBe(true);
    await expect(page).toHaveURL(/\/adminuser\/site-list$/);
  });

  test("logs out from the user menu and keeps the console closed afterwards", async ({
    page,
    context,
    hasTouch,
  }) => {
    // The menu's code downloads after first paint (decision 177): pressed before it has arrived,
    // the menu opens when it lands.
    const release = await holdCode(page, /\/assets\/user-menu-popup-[^/]+\.js$/);
    await logIn(page, credentials.demo.email, credentials.demo.password);
    await expect(page).toHaveURL(/\/adminuser\/site-list$/);
    const userMenu = page.getByRole("button", { name: labels.userMenu });
    await (hasTouch ? userMenu.tap() : userMenu.click());
    await expect(page.getByRole("menu")).toHaveCount(0);
    release();
    await page.getByRole("menuitem", { name: labels.logout }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await context.cookies()).filter((c) => c.name === "mekuri_refresh")).toEqual([]);
    await page.goto("/adminuser/site-list");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a newcomer signs up for a trial from the login page, confirms by e-mail and lands in the console", async ({
    page,
    request,
  }, testInfo) => {
    const email = `trial-${testInfo.project.name}-${Date.now()}@example.com`;
    await page.goto("/login");
    await page.getByRole("link", { name: "無料トライアルに申し込む" }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await page.getByRole("textbox", { name: "会社名" }).fill("Sakura Shop");
    await page.getByRole("textbox", { name: "担当者名" }).fill("Sakura Tanaka");
    await page.getByRole("textbox", { name: "メールアドレス" }).fill(email);
    await page.getByLabel("パスワード", { exact: true }).fill("Trial-pass1");
    await page.getByLabel("パスワード（確認）").fill("Trial-pass2");
    await page.getByRole("button", { name: "確認メールを送信" }).click();
    await expect(page.getByText("パスワードが一致しません。もう一度お試しください。").first()).toBeVisible();
    await page.getByLabel("パスワード（確認）").fill("Trial-pass1");
    await page.getByRole("button", { name: "確認メールを送信" }).click();
    await expect(page.getByText("メールをご確認ください")).toBeVisible();

    await page.goto(await mailedLink(request, credentials, email, "/sign-up/verify?token="));
    await expect(page.getByText("無料トライアルを開始しました。Mekuriへようこそ！")).toBeVisible();
    await expect(page).toHaveURL(/\/adminuser\//);
    await expect(page).not.toHaveURL(/token=/);
  });
});

/**
 * The language menu's code downloads after the login page's first paint (decision 153): these hold
 * it back to act before it arrives, as a reader on a slow network would.
 */
test.describe("the login page's language menu", () => {
  const menuCode = /\/assets\/language-popup-menu-[^/]+\.js$/;
  const languageButton = (page: Page, language: string) =>
    page.getByRole("button", { name: `${language === "English" ? "Language" : "表示言語"}: ${language}` });

  test("switches from the keyboard, the focus staying on the button when the menu's code arrives", async ({
    page,
  }) => {
    const release = await holdCode(page, menuCode);
    await page.goto("/login");
    const button = languageButton(page, "日本語");
    await button.focus();
    await expect(button).toHaveAttribute("aria-haspopup", "menu");
    release();
    // Mantine's menu names its button with an id once it has taken the plain button's place.
    await expect(button).toHaveAttribute("id", /.+/);
    await expect(button).toBeFocused();
    // Enter opens the menu with the focus on its first item (WAI-ARIA's menu button).
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "日本語" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "English" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    await expect(languageButton(page, "English")).toBeFocused();
  });

  test("opens on a tap or click made before its code arrived, and gives the focus back on Escape", async ({
    page,
    hasTouch,
  }) => {
    const release = await holdCode(page, menuCode);
    await page.goto("/login");
    const button = languageButton(page, "日本語");
    await (hasTouch ? button.tap() : button.click());
    await expect(page.getByRole("menu")).toHaveCount(0);
    release();
    await expect(page.getByRole("menuitem", { name: "English" })).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(button).toBeFocused();
    await button.click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  });
});
