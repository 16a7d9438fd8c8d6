import { writeFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { logIn } from "../support/auth.ts";
import { readCredentials } from "../support/credentials.ts";
import { demoApiHeaders, png, useThrowawaySites } from "../support/sites.ts";
import { writeZip } from "../support/zip.ts";

const credentials = readCredentials();
const throwaway = useThrowawaySites(credentials);

/** A fresh 2 × 3 draft; the site editor's own spec covers creating one through the form. */
async function createSite(request: APIRequestContext, name: string): Promise<string> {
  const created = await request.post("/api/v1/site", {
    headers: await demoApiHeaders(request, credentials),
    data: { name, number_horizontal: 2, number_vertical: 3 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return throwaway((await created.json()).id as string);
}

async function openCreatives(page: Page, siteId: string) {
  await logIn(page, credentials.demo.email, credentials.demo.password);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(`/adminuser/site/${siteId}`);
  await page.getByRole("tab", { name: "クリエイティブ" }).click();
  await expect(page.getByRole("table", { name: "クリエイティブのグリッド" })).toBeVisible();
}

test.describe("creatives", () => {
  test("an operator uploads pictures into cells, drags a button into place, adds a product and saves", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const siteId = await createSite(request, `Creatives ${testInfo.project.name} ${Date.now()}`);
    await openCreatives(page, siteId);

    // The spec's flow: generate-urls → PUT → complete; the cell then shows its thumbnail.
    await page.getByTestId("upload-A1").setInputFiles({
      name: "A1.png",
      mimeType: "image/png",
      buffer: png(75, 148, [232, 89, 12]),
    });
    await expect(page.getByRole("button", { name: "A1 を編集" }).locator("img")).toBeVisible();
    await page.getByTestId("upload-A2").setInputFiles({
      name: "A2.png",
      mimeType: "image/png",
      buffer: png(75, 148, [28, 126, 214]),
    });
    await expect(page.getByRole("button", { name: "A2 を編集" }).locator("img")).toBeVisible();

    await page.getByRole("button", { name: "A1 を編集" }).click();
    await page.getByRole("button", { name: "ボタンを追加" }).click();
    await page.getByRole("textbox", { name: "ボタンテキスト" }).first().fill("今すぐ購入");
    await page.getByRole("textbox", { name: "リンクURL" }).fill("https://example.com/buy");

    // Its middle dragged onto the page's bottom-right corner, the button stops whole on the page.
    const canvas = page.getByRole("group", { name: "ページのレイアウト" });
    const button = canvas.getByRole("button", { name: /^ボタン1/ });
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    const page375 = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2 + 20, { steps: 4 });
    await page.mouse.move(page375.x + page375.width - 1, page375.y + page375.height - 1, { steps: 6 });
    await page.mouse.up();

    await page.getByRole("button", { name: "商品を追加" }).click();
    await page.getByRole("textbox", { name: "商品名" }).fill("Serum");

    await page.getByRole("button", { name: "下書き保存" }).click();
    await expect(page.getByText("下書きを保存しました。")).toBeVisible();

    const saved = await (
      await request.get(`/api/v1/site/${siteId}`, { headers: await demoApiHeaders(request, credentials) })
    ).json();
    const a1 = saved.pages.find(
      (p: { column_index: number; row_index: number }) => p.column_index === 0 && p.row_index === 0,
    );
    expect(a1.media.type).toBe("IMAGE");
    expect(a1.buttons.ja).toEqual([
      expect.objectContaining({
        button_text: "今すぐ購入",
        button_position_left: 375 - 120,
        button_position_top: 739 - 40,
        button_width: 120,
        button_height: 40,
        link_destination_url: "https://example.com/buy",
      }),
    ]);
    expect(a1.products.ja).toEqual([
      expect.objectContaining({ product_name: "Serum", coordinate_x: 65, coordinate_y: 260 }),
    ]);
  });

  test("a ZIP fills the cells named by its files in a background job, and lists the file it could not use", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const siteId = await createSite(request, `ZIP ${testInfo.project.name} ${Date.now()}`);
    await openCreatives(page, siteId);

    const zip = testInfo.outputPath("campaign-shoot.zip");
    await writeZip(zip, [
      { name: "shoot/A1.png", data: png(75, 148, [232, 89, 12]) },
      { name: "B1 summer.png", data: png(75, 148, [28, 126, 214]) },
      { name: "A2.png", data: png(75, 148, [47, 158, 68]) },
      { name: "cover.png", data: png(20, 20, [0, 0, 0]) },
    ]);
    await page.locator('input[accept=".zip,application/zip"]').setInputFiles(zip);

    for (const cell of ["A1", "B1", "A2"]) {
      await expect(page.getByRole("button", { name: `${cell} を編集` }).locator("img")).toBeVisible();
    }
    await expect(page.getByText("使われなかったファイル：1 件")).toBeVisible();
    await expect(page.getByText("cover.png")).toBeVisible();
    await expect(page.getByRole("button", { name: "B2 を編集" }).locator("img")).toHaveCount(0);
  });

  test("a video over 30 MB is refused in the Upload Failed modal, naming the file and the limit", async ({
    page,
    request,
  }, testInfo) => {
    const siteId = await createSite(request, `Too large ${testInfo.project.name} ${Date.now()}`);
    await openCreatives(page, siteId);

    const video = testInfo.outputPath("launch-movie.mp4");
    await writeFile(video, Buffer.alloc(31 * 1024 * 1024));
    await page.getByTestId("upload-B1").setInputFiles(video);

    const dialog = page.getByRole("dialog", { name: "アップロード失敗" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("launch-movie.mp4");
    await expect(dialog).toContainText("30 MB");
    // The dialog's own button, not the × in its header (also named 閉じる).
    await dialog.locator("button", { hasText: "閉じる" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "B1 を編集" }).locator("img")).toHaveCount(0);
  });
});
