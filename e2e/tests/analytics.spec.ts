import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { ensureMasterPassword, masterPassword } from "../support/accounts.ts";
import { logIn, logOut } from "../support/auth.ts";
import { seriousViolations } from "../support/axe.ts";
import { artifactsDir, readCredentials } from "../support/credentials.ts";

const credentials = readCredentials();

/** Picks an option of a Mantine select by its label. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const sessions = (page: Page) => page.getByTestId("figure-sessions");

async function screenshot(page: Page, name: string, project: string) {
  await page.screenshot({
    path: path.join(artifactsDir, "screenshots", `${name}-${project}.png`),
    fullPage: true,
  });
}

test.describe("swipe analytics in the console", () => {
  test("the demo operator reads the demo site's figures, filters them, and downloads the pages CSV", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const phone = testInfo.project.name === "phone";
    await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1440, height: 900 });
    await logIn(page, credentials.demo.email, credentials.demo.password);
    await expect(page).toHaveURL(/\/adminuser\//);

    // From the site list's "analyze" action to the site's analytics.
    await page.goto("/adminuser/site-list");
    // The demo site's own row: other tests of the run add sites to the demo account.
    await page
      .getByRole("link", { name: /^分析: / })
      .and(page.locator(`[href*="siteId=${credentials.demoSiteId}"]`))
      .click();
    await expect(page).toHaveURL(new RegExp(`/adminuser/analytics\\?siteId=${credentials.demoSiteId}`));

    // The generated history of the demo gives real figures for the last 30 days.
    await expect(sessions(page)).not.toHaveText(/^(0|–)$/);
    const lastThirtyDays = await sessions(page).textContent();
    await expect(page.getByTestId("figure-pageViews")).not.toHaveText(/^(0|–)$/);
    await expect(page.getByTestId("funnel-entered")).toHaveText(lastThirtyDays ?? "");

    // The grid map has the demo's 4 × 3 pages; choosing one shows its taps over its creative.
    const grid = page.getByTestId("grid-map");
    await expect(grid.getByRole("button")).toHaveCount(12);
    await grid.getByRole("button", { name: /^A2\b/ }).click();
    await expect(grid.getByRole("button", { name: /^A2\b/ })).toHaveAttribute("aria-pressed", "true");
    const heatmap = page.getByTestId("tap-heatmap");
    await expect(heatmap).toBeVisible();
    await expect(heatmap.locator("canvas")).toBeVisible();
    await expect(page.getByTestId("tap-total")).toHaveText(/^タップ [\d,]+ 回$/);
    await expect(page.getByTestId("tap-total")).not.toHaveText("タップ 0 回");
    await expect(page.getByTestId("swipe-flow")).toBeVisible();
    await expect(page.getByTestId("page-table").getByRole("row")).toHaveCount(13);
    // admin.md §9: rankings need 10 pages; the demo has 12, so its rankings show on the first start.
    await expect(page.getByRole("tab", { name: "CVランキング" })).toBeVisible();
    await page.getByRole("tab", { name: "CTAランキング" }).click();
    // A header row and at least one ranked CTA.
    await expect(page.getByRole("tabpanel", { name: "CTAランキング" }).getByRole("row").nth(1)).toBeVisible();
    await expect(page.getByText("ランキング分析には 10 ページ以上のサイトが必要です。")).toHaveCount(0);

    // The screen itself; the console's header and navigation are shared by every screen.
    expect(await seriousViolations(page, "main")).toEqual([]);
    await screenshot(page, "analytics", testInfo.project.name);

    // A shorter period and one language change the figures.
    const count = async () => Number((await sessions(page).textContent())?.replaceAll(",", ""));
    await pick(page, "期間", "過去7日間");
    await expect(sessions(page)).not.toHaveText(lastThirtyDays ?? "");
    const lastSevenDays = (await sessions(page).textContent()) ?? "";
    const sevenDayCount = await count();
    expect(sevenDayCount).toBeGreaterThan(0);
    await pick(page, "言語", "English");
    await expect(page).toHaveURL(/lang=en/);
    await expect(sessions(page)).not.toHaveText(lastSevenDays);
    const englishCount = await count();
    expect(englishCount).toBeGreaterThan(0);
    expect(await count()).toBeLessThan(sevenDayCount);

    // A custom period whose end is before its start is refused next to the end field.
    await pick(page, "期間", "期間を指定");
    // Days counted back from today in JST, as the screen counts them (the run may cross midnight).
    const jstDay = (daysAgo: number) =>
      new Date(Date.now() + 9 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
    // A valid range applies at once: two weeks hold more English visitors than one.
    await page.getByLabel("開始日").fill(jstDay(14));
    await expect.poll(count).toBeGreaterThan(englishCount);
    const shown = (await sessions(page).textContent()) ?? "";
    await page.getByLabel("終了日").fill(jstDay(20));
    await expect(page.getByText("期間の終了日は開始日以降にしてください。")).toBeVisible();
    await expect(page.getByLabel("終了日")).toHaveAttribute("aria-invalid", "true");
    await expect(sessions(page)).toHaveText(shown);

    // The PDF report of the same period: a real PDF (its contents are the endpoint's own test).
    const [report] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "PDFレポート" }).click(),
    ]);
    expect(report.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile((await report.path())!);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(10_000);

    // The pages CSV of the filtered period: UTF-8 with a BOM, headers in Japanese.
    await page.getByRole("button", { name: "CSV" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "ページ別の数値（CSV）" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pages-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csv.subarray(3).toString("utf8").trim().split("\r\n");
    expect(header).toMatch(/^位置,カテゴリ,ページ,到達数,閲覧数,離脱数,離脱率（%）/);
    expect(rows).toHaveLength(12);
  });

  test("the demo's company on the Light plan sees the lock on the menu item and on the screen", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const phone = testInfo.project.name === "phone";
    await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1440, height: 900 });
    await ensureMasterPassword(request, credentials);
    const login = await request.post("/api/v1/auth/login", { data: credentials.light });
    const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
    const sites = (await (await request.get("/api/v1/site", { headers })).json()) as {
      items: { id: string }[];
    };
    expect(sites.items, "the Light company's draft site").toHaveLength(1);
    const siteId = sites.items[0]!.id;

    // The master reaches sites on every plan: its menu item has no lock, the Light site's screen has.
    await logIn(page, credentials.master.email, masterPassword);
    await expect(page).toHaveURL(/\/master\//);
    await page.goto(`/master/analytics?siteId=${siteId}`);
    const lock = page.getByTestId("analytics-lock");
    await expect(lock).toContainText("ご契約のプランでは利用できません");
    await expect(lock).toContainText("スワイプ分析");
    await expect(page.getByTestId("figure-sessions")).toHaveCount(0);
    if (phone) await page.getByRole("button", { name: "ナビゲーションを開閉" }).click();
    const navigation = page.getByRole("navigation", { name: "メインナビゲーション" });
    await expect(navigation.getByRole("link", { name: "効果測定", exact: true })).toBeVisible();
    await expect(navigation.getByTestId("analytics-menu-lock")).toHaveCount(0);
    await logOut(page);

    // The company itself reaches only its own site, on Light: the menu item carries the plan lock.
    await logIn(page, credentials.light.email, credentials.light.password);
    await expect(page).toHaveURL(/\/adminuser\//);
    if (phone) await page.getByRole("button", { name: "ナビゲーションを開閉" }).click();
    const item = navigation.getByRole("link", { name: "効果測定 ご契約のプランに含まれていません" });
    await expect(item).toBeVisible();
    await screenshot(page, "analytics-menu-lock", testInfo.project.name);
    await item.click();
    await expect(page).toHaveURL(/\/adminuser\/analytics/);
    await expect(page.getByTestId("analytics-lock")).toContainText("ご契約のプランでは利用できません");
    expect(await seriousViolations(page, "#main")).toEqual([]);
    await screenshot(page, "analytics-locked-screen", testInfo.project.name);
  });
});
