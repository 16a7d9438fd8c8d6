import { ensureMasterPassword, masterPassword } from "../support/accounts.ts";
import { logIn, logOut } from "../support/auth.ts";
import { readCredentials } from "../support/credentials.ts";
import { png } from "../support/sites.ts";
import { expect, siteUrl, test, waitForViewer } from "../support/viewer.ts";

const credentials = readCredentials();

test.describe("notifications", () => {
  test("a site owner delivers a notification with an image and sees it rotate on the public site", async ({
    page,
    visitIsClean,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "the banner is checked in a phone-sized window");
    test.setTimeout(60_000);
    const title = `夏のセール ${Date.now()}`;
    await logIn(page, credentials.demo.email, credentials.demo.password);
    await expect(page).toHaveURL(/\/adminuser\//);
    await page.goto(`/adminuser/notification-delivery/${credentials.demoSiteId}/create`);
    await page.getByLabel("タイトル").fill(title);
    await page.getByLabel("内容").fill("全品20%オフ 🎉 今週末まで");
    await page.locator('input[type="file"]').setInputFiles({
      name: "notice.png",
      mimeType: "image/png",
      buffer: png(64, 64, [240, 120, 40]),
    });
    await expect(page.getByRole("img", { name: "画像" })).toBeVisible();
    await page
      .locator("label")
      .filter({ hasText: /^公開$/ })
      .click();
    await expect(page.getByRole("radio", { name: "公開", exact: true })).toBeChecked();
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page).toHaveURL(/\/detail\//);
    await expect(page.getByText("公開中")).toBeVisible();

    // The demo site already shows one notice: the banner now rotates between it and the new one.
    await page.goto(siteUrl());
    await waitForViewer(page);
    const banner = page.locator(".mk-notice-title");
    await expect(banner).toBeVisible();
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          seen.add((await banner.textContent()) ?? "");
          return seen.has(title) && seen.size >= 2;
        },
        { timeout: 12_000, intervals: [500] },
      )
      .toBe(true);
    await expect(banner).toHaveText(title, { timeout: 7_000 });
    await page.locator(".mk-notice-main").click();
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toContainText("全品20%オフ 🎉 今週末まで");
    await expect(dialog.locator("img")).toHaveJSProperty("complete", true);
    await page.screenshot({ path: testInfo.outputPath("banner-detail.png") });
    visitIsClean();
  });

  test("the master sends a system notification; a user below sees the bell count and marks all read", async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one run is enough for the console's bell");
    await ensureMasterPassword(request, credentials);
    const title = `メンテナンスのお知らせ ${Date.now()}`;
    await logIn(page, credentials.master.email, masterPassword);
    await expect(page).toHaveURL(/\/master\//);
    await page.goto("/master/create-notification");
    await page.getByLabel("タイトル").fill(title);
    await page.getByLabel("内容").fill("今夜2時から10分間、管理画面を停止します。");
    await page.getByRole("checkbox", { name: "OEMユーザー" }).check();
    await page.getByRole("button", { name: "送信" }).click();
    await expect(page).toHaveURL(/\/master\/system-notification\?tab=sent$/);
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await logOut(page);

    await logIn(page, credentials.demo.email, credentials.demo.password);
    await expect(page).toHaveURL(/\/adminuser\//);
    const bell = page.getByRole("button", { name: /^通知（未読[1-9]\d*件）$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page.getByText(title)).toBeVisible();
    await page.getByRole("button", { name: "すべて既読にする" }).click();
    await expect(page.getByRole("button", { name: "通知（未読0件）" })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("bell.png") });

    await page.goto("/adminuser/system-notification");
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText("未読", { exact: true })).toHaveCount(0);
  });
});
