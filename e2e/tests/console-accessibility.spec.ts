import { expect, test } from "@playwright/test";
import { ensureMasterPassword, masterPassword } from "../support/accounts.ts";
import { logIn } from "../support/auth.ts";
import { seriousViolations } from "../support/axe.ts";
import { readCredentials } from "../support/credentials.ts";
import { demo } from "../support/demo.ts";

const credentials = readCredentials();
// The console forbids inline scripts; axe-core is injected as one.
test.use({ bypassCSP: true });

test.describe("the console's accessibility", () => {
  test("has no serious or critical axe-core finding on its main screens", async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "ログイン", exact: true })).toBeVisible();
    // Soft: one run reports every screen's findings.
    expect.soft(await seriousViolations(page), "axe-core on the login screen").toEqual([]);

    await ensureMasterPassword(request, credentials);
    await logIn(page, credentials.master.email, masterPassword);
    await expect(page).toHaveURL(/\/master\//);
    const screens: [string, string][] = [
      ["/master/site-list", demo.siteName],
      [`/master/site/${credentials.demoSiteId}`, "基本設定"],
      ["/master/user-list", "Demo Company"],
      ["/master/plan-management", "EP/OEM Standard"],
    ];
    for (const [path, shown] of screens) {
      await page.goto(path);
      await expect(page.getByText(shown).first()).toBeVisible();
      expect.soft(await seriousViolations(page), `axe-core on ${path}`).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`${path.split("/")[2]}.png`), fullPage: true });
    }
  });
});
