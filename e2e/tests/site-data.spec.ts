import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { logIn } from "../support/auth.ts";
import { readCredentials } from "../support/credentials.ts";

test.describe("a site's visitor data in the console", () => {
  test("the operator finds a visitor's contact message in the CONTACT list and in its CSV", async ({
    page,
    request,
  }) => {
    const { baseUrl, demo, demoSiteId } = readCredentials();
    const company = `E2E商事 ${Date.now()}`;
    const sent = await request.post(`${baseUrl}/api/v1/end-user/site/${demoSiteId}/contact`, {
      headers: { "Idempotency-Key": `e2e-contact-${Date.now()}`, "Accept-Language": "ja" },
      data: {
        data: { email: "visitor@example.com", company, topic: "商品について", message: "資料をください" },
        lang: "ja",
        agreed: true,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await logIn(page, demo.email, demo.password);
    await expect(page).toHaveURL(/\/adminuser\//);
    await page.goto(`/adminuser/site/list/${demoSiteId}?tab=contact`);
    const row = page.getByRole("row").filter({ hasText: company });
    await expect(row).toBeVisible();
    await expect(row).toContainText("visitor@example.com");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "CSV出力" }).click(),
    ]);
    const csv = await readFile((await download.path())!);
    // A byte-order mark first, so spreadsheet programs read the Japanese text as UTF-8.
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString("utf8")).toContain(company);
  });
});
