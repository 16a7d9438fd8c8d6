import { expect, test } from "@playwright/test";
import { labels, logIn } from "../support/auth.ts";
import { readCredentials } from "../support/credentials.ts";

const credentials = readCredentials();

/**
 * The printed one-time password works once, and other tests log in as the master with the password
 * set here: this file is a project of its own that every other project waits for
 * (playwright.config.ts), so it always meets a master who has never logged in.
 */
test.describe("the master's first login", () => {
  test("forces the master to replace the printed one-time password at first login", async ({ page }) => {
    await logIn(page, credentials.master.email, credentials.master.password);
    await expect(page).toHaveURL(/\/first-time-change-password$/);

    await page.getByLabel(labels.currentPassword).fill(credentials.master.password);
    await page.getByLabel(labels.newPassword, { exact: true }).fill("Master-pass1");
    await page.getByLabel(labels.confirmPassword).fill("Master-pass2");
    await page.getByRole("button", { name: labels.changePasswordButton }).click();
    await expect(page.getByText("パスワードが一致しません。もう一度お試しください。").first()).toBeVisible();

    await page.getByLabel(labels.confirmPassword).fill("Master-pass1");
    await page.getByRole("button", { name: labels.changePasswordButton }).click();
    await expect(page).toHaveURL(/\/master\/summary$/);
    await expect(page.getByRole("navigation").getByRole("link", { name: "プラン管理" })).toBeVisible();

    // The one-time password is gone; the new one works.
    await page.goto("/log-out");
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, credentials.master.email, "Master-pass1");
    await expect(page).toHaveURL(/\/master\/summary$/);
  });
});
