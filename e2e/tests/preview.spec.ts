import { type APIRequestContext, expect, test } from "@playwright/test";
import { readCredentials } from "../support/credentials.ts";
import { demo } from "../support/demo.ts";

/**
 * The preview of the demo site's draft on the site's own origin (decision 013): the console's
 * operator opens it with a preview token in the URL fragment; a private share asks its guests for
 * the invited e-mail and the passcode.
 */
const credentials = readCredentials();
const siteId = credentials.demoSiteId;
const previewUrl = `${new URL(credentials.demoSiteUrl).origin}/site/${siteId}/preview`;

async function operatorToken(request: APIRequestContext) {
  const login = await request.post("/api/v1/auth/login", {
    data: { email: credentials.demo.email, password: credentials.demo.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

test.describe("preview", () => {
  test("shows the operator the draft with every page unlocked, under a preview banner", async ({
    page,
    request,
  }) => {
    const token = await operatorToken(request);
    const issued = await request.post(`/api/v1/preview/site/${siteId}/token`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(issued.ok(), await issued.text()).toBe(true);
    const { token: previewToken } = (await issued.json()) as { token: string };

    await page.goto(`${previewUrl}?position=C1#token=${previewToken}`);
    await expect(page.getByRole("status").filter({ hasText: "プレビュー" })).toBeVisible();
    await expect(page.locator(".mk-counter span[aria-hidden='true']")).toHaveText("1 / 2");
    // C1 is members-only on the public site; the preview shows its content.
    await expect(page.locator(".mk-row:not([inert]) .mk-headline")).toHaveText(demo.ja.members);
    await expect(page.locator(".mk-lock")).toHaveCount(0);
    // The token left the address bar, and the address stays the preview's.
    await expect(page).toHaveURL(`${previewUrl}?position=C1`);
  });

  test("asks a private share's guest for the invited e-mail and the passcode", async ({ page, request }) => {
    const token = await operatorToken(request);
    const shared = await request.post(`/api/v1/preview/site/${siteId}/share`, {
      headers: { authorization: `Bearer ${token}` },
      data: { emails: ["guest@example.com"], password: "peek-1234", is_private: true },
    });
    expect(shared.ok(), await shared.text()).toBe(true);

    await page.goto(previewUrl);
    await expect(page.getByRole("heading", { name: "このプレビューは非公開です" })).toBeVisible();
    await page.getByLabel("メールアドレス").fill("guest@example.com");
    await page.getByLabel("パスワード").fill("wrong-pass");
    await page.getByRole("button", { name: "ログイン" }).click();
    await expect(page.getByRole("alert")).toHaveText("メールアドレスまたはパスワードが正しくありません。");

    await page.getByLabel("パスワード").fill("peek-1234");
    await page.getByRole("button", { name: "ログイン" }).click();
    await expect(page.getByRole("status").filter({ hasText: "プレビュー" })).toBeVisible();
    await expect(page.locator(".mk-counter span[aria-hidden='true']")).toHaveText("1 / 3");
  });
});
