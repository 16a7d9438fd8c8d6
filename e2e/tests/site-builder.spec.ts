import { type APIRequestContext, expect, test } from "@playwright/test";
import { logIn } from "../support/auth.ts";
import { readCredentials } from "../support/credentials.ts";
import { demoApiHeaders, png } from "../support/sites.ts";

const credentials = readCredentials();

/**
 * Fills every cell of the grid with an image through the spec's upload flow, as the creatives tab
 * does (generate-urls → PUT → complete → save the document). The creatives UI has its own tests.
 */
async function uploadCreatives(request: APIRequestContext, siteId: string, columns: number, rows: number) {
  const headers = await demoApiHeaders(request, credentials);
  const colours: [number, number, number][] = [
    [232, 89, 12],
    [28, 126, 214],
    [47, 158, 68],
    [240, 62, 62],
    [250, 176, 5],
    [112, 72, 232],
  ];
  const cells = Array.from({ length: columns * rows }, (_, index) => ({
    columnIndex: Math.floor(index / rows),
    rowIndex: index % rows,
    bytes: png(75, 148, colours[index % colours.length]!),
  }));
  // admin.md §5: at most 2 files per upload call.
  const assets: { media: unknown }[] = [];
  for (let first = 0; first < cells.length; first += 2) {
    const batch = cells.slice(first, first + 2);
    const generated = await request.post("/api/v1/site/generate-urls", {
      headers,
      data: {
        site_id: siteId,
        files: batch.map((cell, index) => ({
          name: `cell-${first + index}.png`,
          content_type: "image/png",
          size: cell.bytes.length,
          purpose: "creative",
        })),
      },
    });
    expect(generated.ok(), await generated.text()).toBe(true);
    const { uploads } = (await generated.json()) as {
      uploads: { upload_id: string; url: string; headers: Record<string, string> }[];
    };
    for (const [index, upload] of uploads.entries()) {
      const put = await request.put(upload.url, { headers: upload.headers, data: batch[index]!.bytes });
      expect(put.ok(), await put.text()).toBe(true);
    }
    const completed = await request.post("/api/v1/site/upload/complete", {
      headers,
      data: { site_id: siteId, upload_ids: uploads.map((upload) => upload.upload_id) },
    });
    expect(completed.ok(), await completed.text()).toBe(true);
    assets.push(...((await completed.json()) as { assets: { media: unknown }[] }).assets);
  }
  const site = await (await request.get(`/api/v1/site/${siteId}`, { headers })).json();
  site.pages = cells.map((cell, index) => ({
    column_index: cell.columnIndex,
    row_index: cell.rowIndex,
    media: assets[index]!.media,
    thumbnail: null,
    members_only_lock: false,
    background_music_url: null,
    chatbot_script: null,
    details: {},
    buttons: {},
    products: {},
    links: {},
  }));
  const saved = await request.put(`/api/v1/site/${siteId}`, { headers, data: site });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test.describe("site builder", () => {
  test("an operator creates a 2 × 3 site, sets its SEO and a popup CTA, saves, publishes and opens it in the viewer", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const name = `Spring ${testInfo.project.name} ${Date.now()}`;
    const title = `Spring sale ${testInfo.project.name}`;

    await logIn(page, credentials.demo.email, credentials.demo.password);
    // The demo operator lands on its first section, the site production list.
    await expect(page).toHaveURL(/\/adminuser\/site-list$/);
    await page.getByRole("link", { name: "サイトを作成" }).click();
    await expect(page).toHaveURL(/\/adminuser\/create-site$/);

    await page.getByLabel("サイト名").fill(name);
    await page.getByRole("textbox", { name: /行数/ }).fill("3");
    await page.getByRole("textbox", { name: /列数/ }).fill("2");
    await expect(page.getByText(/カード枚数：6枚/)).toBeVisible();
    await page.getByRole("button", { name: "作成して編集へ" }).click();
    await expect(page).toHaveURL(/\/adminuser\/site\/[0-9a-f-]{36}$/);
    const siteId = page.url().split("/").at(-1)!;
    await expect(page.getByRole("heading", { name })).toBeVisible();

    // Publishing needs every cell filled; the images come through the real upload flow.
    await uploadCreatives(request, siteId, 2, 3);
    await page.reload();

    // A title with a leading space is refused by the shared SEO rule before anything is sent.
    await page.getByRole("tab", { name: "SEO・タグ" }).click();
    const titleField = page.getByRole("textbox", { name: "titleタグ" });
    await titleField.fill(` ${title}`);
    await page.getByRole("button", { name: "下書き保存" }).click();
    await expect(titleField).toHaveAttribute("aria-invalid", "true");

    await titleField.fill(title);
    await page.getByRole("textbox", { name: "descriptionタグ" }).fill("Spring sale of the season");

    // An applicant-limited popup CTA.
    const offer = `先着100名様 ${testInfo.project.name}`;
    await page.getByRole("tab", { name: "ポップアップCTA" }).click();
    await page.getByRole("switch", { name: "人数限定CTAを使う" }).check();
    await page.getByRole("textbox", { name: "テキスト" }).fill(offer);
    await page.getByRole("textbox", { name: "上限人数" }).fill("100");
    // A new popup starts on every page of the grid (decision 025).
    const pages = page.getByRole("combobox", { name: "表示するページ" }).locator("xpath=../..");
    for (const order of [1, 2, 3]) await expect(pages.getByText(`${order}ページ目`)).toBeVisible();
    await page.getByRole("button", { name: "下書き保存" }).click();
    await expect(page.getByText("下書きを保存しました。")).toBeVisible();
    await expect(page.getByText("未保存の変更があります")).toBeHidden();

    // The preview shows the saved draft through the real viewer, framed from the site's own origin.
    await page.getByRole("button", { name: "プレビュー" }).click();
    const frame = page.frameLocator('iframe[title="サイトのプレビュー"]');
    await expect(frame.getByText("1 / 3")).toBeVisible({ timeout: 20_000 });
    const frameUrl =
      page
        .frames()
        .find((candidate) => candidate.url().includes("/preview"))
        ?.url() ?? "";
    expect(new URL(frameUrl).hostname).toBe(`${siteId}.sites.localhost`);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "公開", exact: true }).click();
    await page.getByRole("menuitem", { name: "公開（一般公開）" }).click();
    await expect(page.locator("header, main").getByText("公開中").first()).toBeVisible();

    // The list shows the published site with its address on the site's own origin.
    await page.goto("/adminuser/site-list");
    await page.getByRole("textbox", { name: "検索" }).fill(name);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row.getByText("公開中")).toBeVisible();
    const siteUrl = await row.getByRole("link", { name: /sites\./ }).getAttribute("href");
    expect(new URL(siteUrl!).hostname).toBe(`${siteId}.sites.localhost`);

    // The viewer on the site's origin serves what was published.
    const viewer = await page.context().newPage();
    await viewer.goto(`${new URL(siteUrl!).origin}/sites/${siteId}`);
    await expect(viewer).toHaveTitle(title);
    await expect(viewer.getByText("1 / 3")).toBeVisible();
    await expect(viewer.getByText(offer)).toBeVisible();
  });

  test("text typed while a save is on its way stays on screen and unsaved, and the next save keeps it", async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await logIn(page, credentials.demo.email, credentials.demo.password);
    await expect(page).toHaveURL(/\/adminuser\/site-list$/);
    await page.getByRole("link", { name: "サイトを作成" }).click();
    await page.getByLabel("サイト名").fill(`Typing ${testInfo.project.name} ${Date.now()}`);
    await page.getByRole("button", { name: "作成して編集へ" }).click();
    await expect(page).toHaveURL(/\/adminuser\/site\/[0-9a-f-]{36}$/);
    const siteId = page.url().split("/").at(-1)!;

    // The server saves at once; its answer to the first save is held until the test lets it go.
    let letAnswer!: () => void;
    const answerLetGo = new Promise<void>((resolve) => {
      letAnswer = resolve;
    });
    let saves = 0;
    await page.route(`**/api/v1/site/${siteId}`, async (route) => {
      if (route.request().method() !== "PUT") return route.fallback();
      saves += 1;
      const response = await route.fetch();
      if (saves === 1) await answerLetGo;
      await route.fulfill({ response });
    });

    await page.getByRole("tab", { name: "SEO・タグ" }).click();
    const titleField = page.getByRole("textbox", { name: "titleタグ" });
    const description = page.getByRole("textbox", { name: "descriptionタグ" });
    const save = page.getByRole("button", { name: "下書き保存" });
    await titleField.fill("Spring sale");
    await save.click();
    await expect(save).toHaveAttribute("data-loading", "true");
    await description.fill("Typed while the save was on its way");
    letAnswer();

    await expect(page.getByText("下書きを保存しました。")).toBeVisible();
    await expect(save).not.toHaveAttribute("data-loading", "true");
    await expect(description).toHaveValue("Typed while the save was on its way");
    await expect(titleField).toHaveValue("Spring sale");
    await expect(page.getByText("未保存の変更があります")).toBeVisible();

    // Leaving still asks: what was typed meanwhile is not saved yet.
    await page.evaluate(() => history.back());
    const leave = page.getByRole("dialog", { name: "このページを離れますか？" });
    await leave.getByRole("button", { name: "このページに留まる" }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/adminuser/site/${siteId}$`));

    // The next save goes with the version the first one answered, so it is not refused as stale.
    await save.click();
    await expect(page.getByText("未保存の変更があります")).toBeHidden();
    expect(saves).toBe(2);
    await page.reload();
    await page.getByRole("tab", { name: "SEO・タグ" }).click();
    await expect(titleField).toHaveValue("Spring sale");
    await expect(description).toHaveValue("Typed while the save was on its way");
  });
});
