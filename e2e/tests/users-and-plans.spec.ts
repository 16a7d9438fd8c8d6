import { expect, test } from "@playwright/test";
import {
  choose,
  ensureMasterPassword,
  firstLogIn,
  masterPassword,
  takeTemporaryPassword,
} from "../support/accounts.ts";
import { logIn, logOut } from "../support/auth.ts";
import { readCredentials } from "../support/credentials.ts";
import { demo } from "../support/demo.ts";

const credentials = readCredentials();

test.describe("accounts through the hierarchy", () => {
  test("a master creates an OEM master, who creates a user, who logs in and sees only their own sites", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const run = `${testInfo.project.name}-${Date.now()}`;
    const oemEmail = `oem-${run}@example.com`;
    const userEmail = `shop-${run}@example.com`;
    await ensureMasterPassword(request, credentials);

    // The master creates an OEM master that may issue licenses.
    await logIn(page, credentials.master.email, masterPassword);
    await expect(page).toHaveURL(/\/master\/summary$/);
    await page.goto("/master/user-list");
    await page.getByRole("link", { name: "新規ユーザー作成" }).click();
    await page.getByRole("radio", { name: "OEMマスター" }).check();
    await page.getByLabel("会社名").fill(`Partner ${run}`);
    await page.getByLabel("担当者名").fill("Pat Partner");
    await page.getByLabel("メールアドレス").fill(oemEmail);
    await page.getByLabel("ライセンス発行").check();
    await page.getByRole("button", { name: "作成", exact: true }).click();
    const oemPassword = await takeTemporaryPassword(page);
    await expect(page.getByRole("heading", { name: "契約編集履歴" })).toBeVisible();
    await expect(page.getByText(oemEmail)).toBeVisible();
    await logOut(page);

    // The OEM master logs in, replaces its password and creates a user on an EP/OEM plan.
    await firstLogIn(page, oemEmail, oemPassword, "Partner-pass1");
    await expect(page).toHaveURL(/\/admin\/summary$/);
    await page.goto("/admin/user-list");
    await expect(page.getByText("全0件")).toBeVisible();
    await page.getByRole("link", { name: "新規ユーザー作成" }).click();
    await page.getByRole("radio", { name: "ユーザー企業" }).check();
    await page.getByLabel("会社名").fill(`Shop ${run}`);
    await page.getByLabel("担当者名").fill("Sam Shop");
    await page.getByLabel("メールアドレス").fill(userEmail);
    await choose(page, "プラン名", "EP/OEM Standard");
    await page.getByLabel("権限（API利用）").check();
    await page.getByRole("button", { name: "作成", exact: true }).click();
    const userPassword = await takeTemporaryPassword(page);
    await expect(page.getByText("EP/OEM Standard").first()).toBeVisible();
    await page.goto("/admin/user-list");
    await expect(page.getByRole("link", { name: `Shop ${run}` })).toBeVisible();
    await logOut(page);

    // The user lands in its own section, with its plan, and without the user list.
    await firstLogIn(page, userEmail, userPassword, "Shop-pass1");
    await expect(page).toHaveURL(/\/adminuser\/site-list$/);
    // Its console lists only its own sites: none yet, and never the demo account's.
    await expect(page.getByText("該当するサイトはありません。")).toBeVisible();
    await expect(page.getByText(demo.siteName)).toHaveCount(0);
    await page.goto("/adminuser/user-list");
    await expect(page).toHaveURL(/\/errors\/403$/);
    await page.goto("/adminuser/check-plan");
    await expect(page.getByRole("heading", { name: "EP/OEM Standard", level: 2 })).toBeVisible();

    // Through the API the user enables, only its own sites are listed: none yet, not the demo site.
    await page.goto("/adminuser/admin-list");
    await page.getByRole("button", { name: "API連携" }).click();
    const dialog = page.getByRole("dialog", { name: "API発行" });
    await dialog.getByLabel("APIを有効にする").check();
    await dialog.getByRole("button", { name: "キーを生成" }).click();
    const keyInput = dialog.getByRole("textbox", { name: "APIキー" });
    await expect(keyInput).toHaveValue(/^mk_/);
    const key = await keyInput.inputValue();
    const endpoint = await dialog.getByTestId("api-endpoint").textContent();
    const path = endpoint!.replace(/^GET\s+https?:\/\/[^/]+/, "").trim();
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("API設定を保存しました。").first()).toBeVisible();
    const own = await request.get(path, { headers: { "x-api-key": key } });
    expect(own.status()).toBe(200);
    expect((await own.json()).items).toEqual([]);
    const demoSites = await request.get(path, {
      headers: { "x-api-key": "mk_not-this-accounts-key-0000000000000000" },
    });
    expect(demoSites.status()).toBe(401);
  });
});
