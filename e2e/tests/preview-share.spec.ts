import { expect, test } from "@playwright/test";
import { ensureMasterPassword, masterPassword } from "../support/accounts.ts";
import { logIn, logOut } from "../support/auth.ts";
import { readCredentials } from "../support/credentials.ts";

/**
 * Sharing the demo site's preview from the console (decision 013, Share management): the operator
 * invites an address with the security setting on, the invitation waits in the master's mail
 * outbox (no SMTP in these runs), and the guest opens its link and logs in with the password.
 */
const credentials = readCredentials();
const siteId = credentials.demoSiteId;
const passcode = "share-2026";

test.describe("preview share", () => {
  test("an operator invites a guest, who opens the mailed link and sees the preview after the password", async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const phone = testInfo.project.name === "phone";
    // The sizes the layout was reviewed at; the screenshots stay with the results.
    await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1440, height: 900 });
    const guest = `guest-${testInfo.project.name}-${Date.now()}@example.com`;

    await logIn(page, credentials.demo.email, credentials.demo.password);
    await expect(page).toHaveURL(/\/adminuser\//);
    await page.goto("/adminuser/site-list");
    const row = page.getByRole("row").filter({ has: page.locator(`a[href="/adminuser/site/${siteId}"]`) });
    await row.getByRole("button", { name: /^プレビュー: / }).click();
    await page.getByRole("button", { name: "プレビューを共有", exact: true }).click();

    const modal = page.getByRole("dialog", { name: /^プレビューを共有：/ });
    await expect(modal.getByRole("button", { name: "保存して共有" })).toBeVisible();
    await modal.getByLabel("招待するメールアドレス").fill(guest);
    await modal.getByLabel("招待するメールアドレス").press("Enter");
    const security = modal.getByRole("switch", { name: /^セキュリティ設定/ });
    if (!(await security.isChecked()))
      await modal.getByText("セキュリティ設定（招待した人だけに公開）").click();
    await expect(security).toBeChecked();
    await modal.getByRole("textbox", { name: "パスワード", exact: true }).fill(passcode);
    await modal.getByRole("button", { name: "保存して共有" }).click();
    await expect(page.getByText("プレビューを共有しました。")).toBeVisible();
    const invited = modal.getByRole("listitem").filter({ hasText: guest });
    await expect(invited).toContainText("に招待");
    await expect(modal.getByText(/パスワードは設定済みです。/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("share-modal.png") });
    await logOut(page);

    await ensureMasterPassword(request, credentials);
    await logIn(page, credentials.master.email, masterPassword);
    await expect(page).toHaveURL(/\/master\//);
    await page.goto("/master/mail-outbox");
    const mail = page.getByRole("row").filter({ hasText: guest });
    await mail.getByRole("button", { name: /のプレビュー$/ }).click();
    const popup = page.waitForEvent("popup");
    await page
      .getByRole("dialog", { name: /のプレビュー$/ })
      .getByRole("button", { name: "リンクを開く" })
      .click();
    const opened = await popup;
    await opened.waitForURL(new RegExp(`/site/${siteId}/preview$`));
    const invitation = opened.url();
    await opened.close();
    await logOut(page);

    const guestContext = await browser.newContext({ locale: "ja-JP", timezoneId: "Asia/Tokyo" });
    const guestPage = await guestContext.newPage();
    await guestPage.goto(invitation);
    await expect(guestPage.getByRole("heading", { name: "このプレビューは非公開です" })).toBeVisible();
    await guestPage.getByLabel("メールアドレス").fill(guest);
    await guestPage.getByLabel("パスワード").fill(passcode);
    await guestPage.getByRole("button", { name: "ログイン" }).click();
    await expect(guestPage.getByRole("status").filter({ hasText: "プレビュー" })).toBeVisible();
    await expect(guestPage.locator(".mk-counter span[aria-hidden='true']")).toHaveText(/^1 \/ \d+$/);
    await guestContext.close();
  });
});
