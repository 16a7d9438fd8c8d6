import type { APIRequestContext, Page } from "@playwright/test";
import { mailedLink } from "../support/accounts.ts";
import { readCredentials } from "../support/credentials.ts";
import { expect, siteUrl, test, viewer, waitForViewer } from "../support/viewer.ts";

/**
 * The register, login, contact and survey pages of the seeded demo site, as a new visitor meets
 * them: the registration link is taken from the outbox, as on the embedded default without SMTP.
 */
const credentials = readCredentials();
const memberPassword = "Member#2026";

const registrationLink = (request: APIRequestContext, email: string) =>
  mailedLink(request, credentials, email, "/register-success?token=");

const lock = (page: Page) => viewer.current(page).locator(".mk-lock");

test.describe("site members, forms and surveys", () => {
  test("a visitor registers from a locked page, confirms by e-mail, sees the page, logs out and logs in again", async ({
    page,
    request,
    problems,
  }, testInfo) => {
    test.setTimeout(60_000);
    const email = `member-${testInfo.project.name}-${Date.now()}@example.com`;
    await page.goto(siteUrl("C1"));
    await waitForViewer(page);
    await expect(lock(page)).toBeVisible();
    await lock(page).getByRole("link", { name: "続ける" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "会員登録" })).toBeVisible();
    await expect(page).toHaveTitle(/\| 会員登録$/);
    await page.getByLabel("メールアドレス").fill(email);
    await page.getByRole("textbox", { name: "パスワード", exact: true }).fill("weak");
    await page.getByRole("textbox", { name: "パスワード（確認）" }).fill("other");
    await page.getByRole("button", { name: "登録する" }).click();
    await expect(page.getByRole("alert").first()).toHaveText("入力内容をご確認ください。");
    await expect(page.getByText("8〜20文字で入力してください。")).toBeVisible();
    await expect(page.getByText("パスワードが一致しません。もう一度お試しください。")).toBeVisible();

    await page.getByRole("textbox", { name: "パスワード", exact: true }).fill(memberPassword);
    await page.getByRole("textbox", { name: "パスワード（確認）" }).fill(memberPassword);
    const agreement = page.getByRole("checkbox", { name: "利用規約とプライバシーポリシーに同意します。" });
    if (await agreement.count()) await agreement.check();
    await page.getByRole("button", { name: "登録する" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "メールをご確認ください" })).toBeVisible();

    await page.goto(await registrationLink(request, email));
    await expect(page.getByRole("heading", { level: 1, name: "会員登録が完了しました" })).toBeVisible();
    await expect(page).not.toHaveURL(/token=/);
    await page.getByRole("link", { name: "会員限定コンテンツを見る" }).click();
    await expect(page).toHaveURL(/\/C1$/);
    await waitForViewer(page);
    await expect(lock(page)).toHaveCount(0);

    await page.goto(siteUrl("login"));
    await page.getByRole("button", { name: "ログアウト" }).click();
    await expect(page.getByText("ログアウトしました。")).toBeVisible();
    await page.goto(siteUrl("C1"));
    await waitForViewer(page);
    await expect(lock(page)).toBeVisible();

    await lock(page).getByRole("link", { name: "ログイン" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "会員ログイン" })).toBeVisible();
    await page.getByLabel("メールアドレス").fill(email);
    await page.getByRole("textbox", { name: "パスワード", exact: true }).fill("Wrong#2026");
    await page.getByRole("button", { name: "ログイン" }).click();
    await expect(page.getByRole("alert").first()).not.toBeEmpty();
    await page.getByRole("textbox", { name: "パスワード", exact: true }).fill(memberPassword);
    await page.getByRole("button", { name: "ログイン" }).click();
    await expect(page).toHaveURL(/\/C1$/);
    await waitForViewer(page);
    await expect(lock(page)).toHaveCount(0);
    // The browser logs the refused login (the wrong password above) itself; nothing else may fail.
    const refusedLogin = (problem: string) => problem.includes("status of 401") && problem.includes("/login");
    expect(problems.filter((problem) => !refusedLogin(problem))).toEqual([]);
  });

  test("a member who forgot the password asks for a link from the login page, sets a new one and is logged in", async ({
    page,
    request,
    visitIsClean,
  }, testInfo) => {
    test.setTimeout(60_000);
    const email = `forgot-${testInfo.project.name}-${Date.now()}@example.com`;
    const siteId = credentials.demoSiteId;
    // A member made through the API: the registration pages have their own test above.
    const registered = await request.post(`/api/v1/end-user/site/${siteId}/register`, {
      data: {
        email,
        password: memberPassword,
        confirm_password: memberPassword,
        data: {},
        lang: "ja",
        agreed: true,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const token = new URL(await registrationLink(request, email)).searchParams.get("token");
    expect(
      (await request.post(`/api/v1/end-user/site/${siteId}/register/confirm`, { data: { token } })).status(),
    ).toBe(200);

    await page.goto(siteUrl("login"));
    await page.getByRole("link", { name: "パスワードをお忘れの方" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "パスワードの再設定" })).toBeVisible();
    await page.getByLabel("メールアドレス").fill(email);
    await page.getByRole("button", { name: "リンクを送信" }).click();
    await expect(
      page.getByText("新しいパスワードを設定するリンクを送信しました", { exact: false }),
    ).toBeVisible();

    await page.goto(await mailedLink(request, credentials, email, "/new-password?token="));
    await expect(page.getByRole("heading", { level: 1, name: "新しいパスワードの設定" })).toBeVisible();
    await expect(page).not.toHaveURL(/token=/);
    await page.getByRole("textbox", { name: "パスワード", exact: true }).fill("Renewed#2026");
    await page.getByRole("textbox", { name: "パスワード（確認）" }).fill("Renewed#2027");
    await page.getByRole("button", { name: "パスワードを設定" }).click();
    await expect(page.getByText("パスワードが一致しません。もう一度お試しください。")).toBeVisible();
    await page.getByRole("textbox", { name: "パスワード（確認）" }).fill("Renewed#2026");
    await page.getByRole("button", { name: "パスワードを設定" }).click();
    await waitForViewer(page);
    await expect(page.getByText("パスワードを設定しました")).toBeVisible();

    await page.goto(siteUrl("login"));
    await expect(page.getByText(`${email}`, { exact: false })).toBeVisible();
    const relogin = await request.post(`/api/v1/end-user/site/${siteId}/login`, {
      data: { email, password: "Renewed#2026" },
    });
    expect(relogin.status()).toBe(200);
    await visitIsClean();
  });

  test("a visitor sends the contact form and is promised a reply within 24 hours", async ({
    page,
    visitIsClean,
  }) => {
    await page.goto(siteUrl("contact"));
    await expect(page.getByRole("heading", { level: 1, name: "お問い合わせ" })).toBeVisible();
    await page.getByRole("button", { name: "送信する" }).click();
    await expect(page.getByRole("alert").first()).toHaveText("入力内容をご確認ください。");
    // Every required field the demo's contact form defines, whatever its type.
    for (const field of await page.locator(".mk-sp-field:has(.mk-sp-required)").all()) {
      const text = field.locator("input[type=text], input[type=email]");
      const select = field.locator("select");
      const boxes = field.locator("input[type=checkbox]");
      if (await text.count()) {
        const isEmail = (await text.getAttribute("type")) === "email";
        await text.fill(isEmail ? "visitor@example.com" : "株式会社テスト");
      } else if (await select.count()) {
        await select.selectOption({ index: 1 });
      } else if (await boxes.count()) {
        await boxes.first().check();
      }
    }
    const agreement = page.getByRole("checkbox", { name: "利用規約とプライバシーポリシーに同意します。" });
    if (await agreement.count()) await agreement.check();
    await page.getByRole("button", { name: "送信する" }).click();
    await expect(page).toHaveURL(/\/contact-success$/);
    await expect(page.getByText("24時間以内にご返信いたします。")).toBeVisible();
    visitIsClean();
  });

  test("a visitor answers the demo's survey and sees the total score", async ({ page, visitIsClean }) => {
    await page.goto(siteUrl("survey"));
    await page.locator(".mk-sp-list a").first().click();
    await expect(page).toHaveURL(/\/survey\/[0-9a-f-]+$/);
    await page.getByRole("button", { name: "回答を送信する" }).click();
    await expect(page.getByText("この質問に回答してください。").first()).toBeVisible();
    for (const question of await page.locator("fieldset").all()) {
      await question.locator("input").first().check();
    }
    await page.getByLabel("メールアドレス").fill("answer@example.com");
    await page.getByRole("button", { name: "回答を送信する" }).click();
    await expect(page.getByText(/^合計スコア：\d+$/)).toBeVisible();
    visitIsClean();
  });
});
