import { type APIRequestContext, expect, test } from "@playwright/test";
import { ensureMasterPassword, masterPassword } from "../support/accounts.ts";
import { logIn } from "../support/auth.ts";
import { readCredentials } from "../support/credentials.ts";
import { demoApiHeaders, useThrowawaySites } from "../support/sites.ts";

const credentials = readCredentials();
const throwaway = useThrowawaySites(credentials);
const hasErrors = "エラーがあります";

/** The master grants the demo account the API use its dialog needs (off by default). */
async function grantDemoApiUse(request: APIRequestContext) {
  await ensureMasterPassword(request, credentials);
  const master = await request.post("/api/v1/auth/login", {
    data: { email: credentials.master.email, password: masterPassword },
  });
  const headers = { authorization: `Bearer ${(await master.json()).access_token}` };
  const demo = await request.post("/api/v1/auth/login", {
    data: { email: credentials.demo.email, password: credentials.demo.password },
  });
  const accountId = (await demo.json()).user.account.id as string;
  const detail = await (await request.get(`/api/v1/master/user/${accountId}`, { headers })).json();
  const saved = await request.put(`/api/v1/master/user/${accountId}`, {
    headers,
    data: {
      company_name: detail.company_name,
      contact_name: detail.contact_name,
      email: detail.email,
      plan_id: detail.scheduled_plan?.id ?? detail.plan?.id ?? null,
      contract_start_date: detail.contract_start_date,
      contract_end_date: detail.contract_end_date,
      permission_granted: true,
      license_issuance: detail.license_issuance,
      custom_logo: detail.custom_logo,
      authority: detail.authority,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

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
    const id = throwaway(((await created.json()) as { id: string }).id);

    await logIn(page, credentials.demo.email, credentials.demo.password);
    await expect(page).toHaveURL(/\/adminuser\//);
    await page.goto(`/adminuser/site/${id}`);
    await page.getByRole("tab", { name: "SEO・タグ" }).click();
    await page.getByRole("tab", { name: "English" }).click();
    await page.getByRole("textbox", { name: "titleタグ" }).fill("T".repeat(61));
    await page.getByRole("tab", { name: "基本設定" }).click();
    await page.getByRole("button", { name: "下書き保存" }).click();

    await expect(page.getByRole("tab", { name: /SEO・タグ/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: /English/ })).toHaveAttribute("aria-selected", "true");
    await expect(
      page.getByRole("tab", { name: /SEO・タグ/ }).getByRole("img", { name: hasErrors }),
    ).toBeVisible();
    await expect(
      page.getByRole("tab", { name: /English/ }).getByRole("img", { name: hasErrors }),
    ).toBeVisible();
    const list = page.getByRole("alert").filter({ hasText: "保存できません" });
    await expect(list).toContainText("SEO・タグ › English");
    await expect(page.getByRole("textbox", { name: "titleタグ" })).toHaveValue("T".repeat(61));
    await page.screenshot({ path: test.info().outputPath("site-editor-errors.png"), fullPage: false });
  });

  test("the API dialog moves to the method whose field is wrong, marks it and lists it", async ({
    page,
    request,
  }) => {
    await grantDemoApiUse(request);
    await logIn(page, credentials.demo.email, credentials.demo.password);
    await expect(page).toHaveURL(/\/adminuser\//);
    await page.goto("/adminuser/admin-list");
    await page.getByRole("button", { name: "API連携" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("IP制限", { exact: true }).click();
    await expect(dialog.getByRole("radio", { name: "IP制限" })).toBeChecked();
    await dialog.getByRole("textbox", { name: "許可するIPアドレス" }).fill("999.1.1.1");
    await dialog.getByText("Basic認証", { exact: true }).click();
    await dialog.getByRole("textbox", { name: "ID" }).fill("partner");
    await dialog.getByLabel("パスワード").fill("Partner-pass1");
    await dialog.getByRole("button", { name: "保存" }).click();

    await expect(dialog.getByRole("textbox", { name: "許可するIPアドレス" })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "許可するIPアドレス" })).toHaveValue("999.1.1.1");
    await expect(dialog.getByRole("img", { name: hasErrors })).toBeVisible();
    await expect(dialog.getByRole("alert").filter({ hasText: "保存できません" })).toContainText(
      "許可するIPアドレス",
    );
    await page.screenshot({ path: test.info().outputPath("api-dialog-errors.png") });
  });
});
