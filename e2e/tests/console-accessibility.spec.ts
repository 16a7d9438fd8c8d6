import { expect, type Locator, type Page, test } from "@playwright/test";
import { ensureMasterPassword, masterPassword } from "../support/accounts.ts";
import { logIn, logOut } from "../support/auth.ts";
import { seriousViolations } from "../support/axe.ts";
import { readCredentials } from "../support/credentials.ts";
import { demo } from "../support/demo.ts";

const credentials = readCredentials();
// The console forbids inline scripts; axe-core is injected as one.
test.use({ bypassCSP: true });

const editorTabs = [
  "基本設定",
  "クリエイティブ",
  "SEO・タグ",
  "SNS",
  "CONTACT・会員登録・フォーム",
  "電話",
  "会社情報",
  "ポップアップCTA",
  "キャンペーン",
  "ドメイン",
];

/** How far the page scrolls sideways: a phone screen must fit its width (a wide table scrolls inside itself). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The words of every badge cut by its column (a status shown as "公" or "TERMINA…"). */
const cutBadges = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>(".mantine-Badge-label"))
      .filter((label) => label.offsetParent !== null && label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent),
  );

/**
 * One screen's checks, soft so that one run reports every screen: no serious or critical axe-core
 * finding, no sideways scrolling of the whole page, no badge cut short, and a full-page screenshot
 * to look at.
 */
async function checkScreen(page: Page, name: string, shown: Locator) {
  await expect(shown).toBeVisible();
  expect.soft(await seriousViolations(page), `axe-core on ${name}`).toEqual([]);
  expect.soft(await sidewaysOverflow(page), `sideways scrolling on ${name}`).toBeLessThanOrEqual(0);
  expect.soft(await cutBadges(page), `badges cut short on ${name}`).toEqual([]);
  await page.screenshot({
    path: test.info().outputPath(`${name.replaceAll(/[^\p{L}\p{N}-]+/gu, "-")}.png`),
    fullPage: true,
  });
}

test.describe("the console's accessibility", () => {
  test("gives a site language's remove button a 24 px target, 44 px under a finger, and its tooltip on keyboard focus", async ({
    page,
  }, testInfo) => {
    await logIn(page, credentials.demo.email, credentials.demo.password);
    await expect(page).toHaveURL(/\/adminuser\//);
    await page.goto(`/adminuser/site/${credentials.demoSiteId}`);
    const remove = page.getByRole("button", { name: "言語を削除: English" });
    await expect(remove).toBeVisible();
    const least = testInfo.project.name === "phone" ? 44 : 24;
    // Where a tap lands, not only the box: a target cut off by its badge would not receive it. The
    // button is mounted anew when its tooltip's code arrives, so the measure waits for a settled one.
    await expect(async () => {
      const target = await remove.evaluate((button, size) => {
        button.scrollIntoView({ block: "center" });
        const box = button.getBoundingClientRect();
        const [x, y, reach] = [box.left + box.width / 2, box.top + box.height / 2, size / 2 - 1];
        // The middle of each edge: the rounded corners take no taps.
        const edges = [
          [-reach, 0],
          [reach, 0],
          [0, -reach],
          [0, reach],
        ].map(([dx, dy]) => button.contains(document.elementFromPoint(x + dx!, y + dy!)));
        return { width: box.width, height: box.height, edges };
      }, least);
      expect(target.width).toBeGreaterThanOrEqual(least);
      expect(target.height).toBeGreaterThanOrEqual(least);
      expect(target.edges, "each edge of the target takes a tap").toEqual([true, true, true, true]);
    }).toPass({ timeout: 10_000 });

    await page.getByRole("combobox", { name: "言語を追加" }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(remove).toBeFocused();
    await expect(page.getByRole("tooltip")).toHaveText("言語を削除");
  });

  test("has no serious or critical axe-core finding and no sideways scrolling on any screen", async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await page.goto("/login");
    await checkScreen(page, "login", page.getByRole("button", { name: "ログイン", exact: true }));
    await page.goto("/sign-up");
    await checkScreen(page, "sign-up", page.locator("form"));

    await ensureMasterPassword(request, credentials);
    await logIn(page, credentials.master.email, masterPassword);
    await expect(page).toHaveURL(/\/master\/summary$/);
    await checkScreen(page, "dashboard", page.locator("main"));

    await page.goto("/master/site-list");
    await checkScreen(page, "site-list", page.getByText(demo.siteName).first());
    // The header's menu and popover, each opened once (their code arrives after first paint).
    await page.getByRole("button", { name: "ユーザーメニュー" }).click();
    await checkScreen(page, "user-menu", page.getByRole("menu"));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await page.getByRole("button", { name: /^通知（未読/ }).click();
    await checkScreen(page, "bell", page.getByRole("dialog"));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    await page.goto(`/master/site/${credentials.demoSiteId}`);
    await page.getByRole("button", { name: "公開", exact: true }).click();
    await checkScreen(page, "site-editor-publish-menu", page.getByRole("menu"));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    for (const [index, tab] of editorTabs.entries()) {
      await page.getByRole("tab", { name: tab, exact: true }).click();
      await checkScreen(
        page,
        `site-editor-${index + 1}-${tab}`,
        page.getByRole("tabpanel", { name: tab, exact: true }),
      );
    }

    await page.goto("/master/user-list");
    await checkScreen(page, "user-list", page.getByText("Demo Company").first());
    await page.locator('a[href^="/master/user/"]').first().click();
    await expect(page).toHaveURL(/\/master\/user\/[0-9a-f-]{36}$/);
    await checkScreen(page, "user-detail", page.locator("main"));

    await page.goto("/master/plan-management");
    await checkScreen(page, "plans", page.getByText("EP/OEM Standard").first());

    await page.goto("/master/payment-list");
    await checkScreen(page, "payments", page.getByRole("heading", { name: "支払一覧" }));
    await page
      .getByRole("link", { name: /^請求書を見る: / })
      .first()
      .click();
    await checkScreen(page, "invoice", page.getByRole("heading", { name: "請求書", level: 3 }));

    await page.goto(`/master/analytics?siteId=${credentials.demoSiteId}`);
    await checkScreen(page, "analytics", page.getByTestId("swipe-flow"));

    await page.goto("/master/latest-information");
    await checkScreen(page, "news", page.locator("main"));
    await page.goto("/master/latest-information/create");
    await checkScreen(page, "news-form", page.locator("main form"));

    await page.goto("/master/system-notification");
    await checkScreen(page, "system-notices", page.locator("main"));
    await page.goto("/master/create-notification");
    await checkScreen(page, "system-notice-form", page.locator("main form"));

    await page.goto("/master/admin-list");
    await checkScreen(page, "admins", page.getByRole("button", { name: "API連携" }));
    await page.getByRole("button", { name: "API連携" }).click();
    await checkScreen(page, "api-dialog", page.getByRole("dialog"));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await page
      .getByRole("button", { name: /^プロフィール画像 / })
      .first()
      .click();
    await checkScreen(page, "profile-picture", page.getByRole("dialog"));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByRole("button", { name: "ユーザーメニュー" }).click();
    await page.getByRole("menuitem", { name: "パスワードを変更" }).click();
    await checkScreen(page, "change-password", page.getByRole("dialog"));
    await page.keyboard.press("Escape");

    // The customer's own screens: plan confirmation and the custom domain's wizard of its plan.
    await logOut(page);
    await logIn(page, credentials.demo.email, credentials.demo.password);
    await expect(page).toHaveURL(/\/adminuser\//);
    await page.goto("/adminuser/check-plan");
    await checkScreen(page, "plan-confirmation", page.getByRole("heading", { name: "お支払い方法" }));
    await page.goto(`/adminuser/site/${credentials.demoSiteId}`);
    await page.getByRole("tab", { name: "ドメイン", exact: true }).click();
    await page.getByRole("radio", { name: "独自ドメイン" }).check();
    await checkScreen(page, "domain-wizard", page.getByTestId("domain-settings"));
  });
});
