import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page, test } from "@playwright/test";
import { ensureMasterPassword, masterPassword } from "../support/accounts.ts";
import { logIn } from "../support/auth.ts";
import { readCredentials } from "../support/credentials.ts";

const credentials = readCredentials();
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's serious and critical findings in the page's own content. The console frame
 * (navigation, breadcrumbs, user menu) and the shared list footer are left out: their findings are
 * the whole console's, not these screens'.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: unknown[] }> } })
      .axe;
    const context = {
      include: [["main"]],
      exclude: [
        [".mantine-Breadcrumbs-root"],
        ["[class*=mantine-Group-root]:has(> .mantine-Pagination-root)"],
      ],
    };
    return (await axe.run(context)).violations;
  })) as { id: string; impact: string | null; nodes: { target: string[] }[] }[];
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("billing", () => {
  // axe-core is injected as an inline script, which the console's CSP rightly refuses.
  test.use({ bypassCSP: true });

  test("the master opens an unpaid demo bill, downloads its invoice PDF and force-completes it after confirming", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    // The sizes the screens were reviewed at; the screenshots stay with the results.
    await page.setViewportSize(
      testInfo.project.name === "phone" ? { width: 390, height: 844 } : { width: 1440, height: 900 },
    );
    await ensureMasterPassword(request, credentials);
    await logIn(page, credentials.master.email, masterPassword);
    await expect(page).toHaveURL(/\/master\/summary$/);

    await page.goto("/master/payment-list");
    await expect(page.getByRole("heading", { name: "支払一覧" })).toBeVisible();
    await expect(page.getByRole("cell", { name: "Demo Company" }).first()).toBeVisible();
    await page.getByRole("combobox", { name: "ステータス" }).click();
    await page.getByRole("option", { name: "未払い" }).click();
    await expect(page.getByRole("cell", { name: "支払済み" })).toHaveCount(0);
    await expect(page.getByRole("cell", { name: "未払い" }).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("payment-list.png"), fullPage: true });
    expect(await seriousViolations(page), "axe-core on the payment list").toEqual([]);

    // The first unpaid bill (each browser project takes the next one).
    await page
      .getByRole("link", { name: /^請求書を見る: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/master\/invoice\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "請求書", level: 3 })).toBeVisible();
    // The issuer's number: the platform's, or an OEM reseller's for its own customers (decision 110).
    await expect(page.getByText(/^登録番号: T\d{13}$/)).toBeVisible();
    await expect(page.getByText(/^10%対象 ¥[\d,]+ \/ 消費税 ¥[\d,]+$/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("invoice.png"), fullPage: true });
    expect(await seriousViolations(page), "axe-core on the invoice").toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "PDFをダウンロード" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoice-\d{6}-\d{6}\.pdf$/);
    const file = readFileSync((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe("%PDF-");
    expect(file.length).toBeGreaterThan(10_000);

    // Force-complete asks first; cancelling changes nothing.
    await page.getByRole("button", { name: "強制完了" }).click();
    const dialog = page.getByRole("dialog", { name: "支払いを強制完了しますか？" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/元に戻せません/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("force-complete-dialog.png") });
    await dialog.getByRole("button", { name: "キャンセル" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("未払い").first()).toBeVisible();

    await page.getByRole("button", { name: "強制完了" }).click();
    await dialog.getByRole("button", { name: "強制完了する" }).click();
    await expect(page.getByText("支払いを強制完了しました。")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("完了", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "強制完了" })).toHaveCount(0);
  });

  test("the demo customer saves a card on the card provider's page and sees it on plan confirmation", async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.setViewportSize(
      testInfo.project.name === "phone" ? { width: 390, height: 844 } : { width: 1440, height: 900 },
    );
    await logIn(page, credentials.demo.email, credentials.demo.password);
    await expect(page).toHaveURL(/\/adminuser\//);
    await page.goto("/adminuser/check-plan");
    await expect(page.getByRole("heading", { name: "お支払い方法" })).toBeVisible();
    expect(await seriousViolations(page), "axe-core on plan confirmation").toEqual([]);
    // The other project's run may have saved one already: then it is a change.
    await page.getByRole("button", { name: /^カードを(登録|変更)$/ }).click();
    await expect(page).toHaveURL(/\/pay\/cs_test_\w+$/);
    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByLabel("Expiry (MM / YY)").fill("12 / 30");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Save card" }).click();
    await expect(page.getByRole("alert")).toHaveText("Your card was declined.");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM / YY)").fill("12 / 30");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Save card" }).click();

    await expect(page).toHaveURL(/\/adminuser\/check-plan$/);
    await expect(
      page.getByText("カードを登録しました。今後の請求はカードでお支払いいただきます。"),
    ).toBeVisible();
    await expect(page.getByText(/^VISA •••• 4242（有効期限 12\/\d{4}）$/)).toBeVisible();
    await expect(page.getByRole("button", { name: "カードを変更" })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("payment-method.png"), fullPage: true });
  });
});
