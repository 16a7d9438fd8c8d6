import { expect, test } from "@playwright/test";
import { logIn } from "../support/auth.ts";
import { readCredentials } from "../support/credentials.ts";
import { demoApiHeaders } from "../support/sites.ts";

const credentials = readCredentials();
const hasErrors = "エラーがあります";

test.describe("a save refused for an error the user cannot see", () => {
  test("the site editor moves to the tab and language holding it, marks them and lists it", async ({
    page,
    request,
  }) => {
    const headers = await demoApiHeaders(request, credentials);
    const created = await request.post("/api/v1/site", {
      headers,
      data: {
        name: `Hidden errors ${Date.now()}`,
        number_horizontal: 1,
        number_vertical: 1,
        view_mode: "MOBILE",
        default_language: "ja",
        languages: ["ja", "en"],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await logIn(page, credentials.demo.email, credentials.demo.password);
    await expect(page).not.toHaveURL(/\/login$/);
    const home = new URL(page.url()).pathname.split("/")[1];
    await page.goto(`/${home}/site/${id}`);
    await page.getByRole("tab", { name: "SEO・タグ" }).click();
    await page.getByRole("tab", { name: "English" }).click();
    await page.getByRole("textbox", { name: "titleタグ" }).fill("T".repeat(61));
    await page.getByRole("tab", { name: "基本設定" }).click();
    await page.getByRole("button", { name: "下書き保存" }).click();

    await expect(page.getByRole("tab", { name: /SEO・タグ/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: /English/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: /SEO・タグ/ }).getByRole("img", { name: hasErrors })).toBeVisible();
    await expect(page.getByRole("tab", { name: /English/ }).getByRole("img", { name: hasErrors })).toBeVisible();
    const list = page.getByRole("alert").filter({ hasText: "保存できません" });
    await expect(list).toContainText("SEO・タグ › English");
    await expect(page.getByRole("textbox", { name: "titleタグ" })).toHaveValue("T".repeat(61));
    await page.screenshot({ path: test.info().outputPath("site-editor-errors.png"), fullPage: false });
  });

  test("the API dialog moves to the method whose field is wrong, marks it and lists it", async ({ page }) => {
    await logIn(page, credentials.demo.email, credentials.demo.password);
    await expect(page).not.toHaveURL(/\/login$/);
    const home = new URL(page.url()).pathname.split("/")[1];
    await page.goto(`/${home}/admin-list`);
    await page.getByRole("button", { name: "API連携" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("IP制限", { exact: true }).click();
    await dialog.getByRole("textbox", { name: "許可するIPアドレス" }).fill("999.1.1.1");
    await dialog.getByText("Basic認証", { exact: true }).click();
    await dialog.getByRole("textbox", { name: "ID" }).fill("partner");
    await dialog.getByLabel("パスワード").fill("Partner-pass1");
    await dialog.getByRole("button", { name: "保存" }).click();

    await expect(dialog.getByRole("textbox", { name: "許可するIPアドレス" })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "許可するIPアドレス" })).toHaveValue("999.1.1.1");
    await expect(dialog.getByRole("img", { name: hasErrors })).toBeVisible();
    await expect(dialog.getByRole("alert").filter({ hasText: "保存できません" })).toContainText("許可するIPアドレス");
    await page.screenshot({ path: test.info().outputPath("api-dialog-errors.png") });
  });
});
