import { expect, test } from "@playwright/test";
import { logIn } from "../support/auth.ts";
import { seriousViolations } from "../support/axe.ts";
import { e2eDnsPort, readCredentials } from "../support/credentials.ts";
import { startTestDnsServer, type TestDnsServer } from "../support/dns-server.ts";
import { demoApiHeaders } from "../support/sites.ts";

/**
 * The custom-domain wizard from step 1 to "active" (issue 18): the e2e server resolves through a DNS
 * server this test runs and fills as an operator would at their DNS provider.
 */
const credentials = readCredentials();
const siteId = credentials.demoSiteId;
let dns: TestDnsServer;

test.beforeAll(async () => {
  dns = await startTestDnsServer(e2eDnsPort);
});
test.afterAll(async () => {
  await dns?.close();
});
// The demo site goes back to its default address for the other tests.
test.afterEach(async ({ request }) => {
  const headers = await demoApiHeaders(request, credentials);
  await request.delete(`/api/v1/site/${siteId}/domain`, { headers });
});

test("an operator sets up a custom domain and sees it become active as the DNS answers", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const phone = testInfo.project.name === "phone";
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1440, height: 900 });
  const domain = `lp-${testInfo.project.name}.e2e-example.com`;
  const shot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

  await logIn(page, credentials.demo.email, credentials.demo.password);
  await expect(page).toHaveURL(/\/adminuser\//);
  await page.goto(`/adminuser/site/${siteId}`);
  await page.getByRole("tab", { name: "ドメイン" }).click();
  await page.getByRole("radio", { name: "独自ドメイン" }).check();

  // Step 1: a malformed name is refused with its reason under the field.
  const field = page.getByRole("textbox", { name: "ドメイン名" });
  await field.fill("https://lp.example.com/");
  await page.getByRole("button", { name: "レコードを表示" }).click();
  await expect(
    page.getByText("http:// や https:// を付けずにドメインのみを入力してください。"),
  ).toBeVisible();
  await field.fill(`${siteId}.sites.localhost`);
  await page.getByRole("button", { name: "レコードを表示" }).click();
  await expect(
    page.getByText("このドメインはサービス自体のドメインのため、サイトには使用できません。"),
  ).toBeVisible();
  await field.fill(domain);
  await page.getByRole("button", { name: "レコードを表示" }).click();

  // Step 2: the records to create, each with a copy button.
  const records = page.getByRole("table");
  const cname = records.getByRole("row").filter({ hasText: "CNAME" });
  await expect(cname).toContainText(`${siteId}.sites.localhost`);
  const txt = records.getByRole("row").filter({ hasText: "TXT" });
  await expect(txt).toContainText(`_mekuri-challenge.${domain}`);
  const token = (await txt.locator("code").nth(1).textContent())!;
  expect(token.length).toBeGreaterThan(20);
  await expect(page.getByRole("button", { name: /をコピー$/ })).toHaveCount(4);
  await shot("domain-records");
  expect(
    await seriousViolations(page, "[data-testid=domain-settings]"),
    "axe-core on the records step",
  ).toEqual([]);
  await page.getByRole("button", { name: "次へ" }).click();

  // Step 3: the live state; nothing is set yet.
  await page.getByRole("button", { name: "今すぐ確認" }).click();
  await expect(page.getByTestId("domain-state")).toHaveText("レコード待ち");
  await expect(
    page.getByText(`${domain} の CNAME（または A/AAAA）レコードがまだ見つかりません。`),
  ).toBeVisible();
  await shot("domain-waiting");

  dns.set(domain, "CNAME", [`${siteId}.sites.localhost`]);
  await page.getByRole("button", { name: "今すぐ確認" }).click();
  await expect(
    page.getByText(`TXT レコード _mekuri-challenge.${domain} がまだ見つかりません。`),
  ).toBeVisible();
  await expect(page.getByTestId("domain-state")).toHaveText("レコード確認中");

  dns.set(`_mekuri-challenge.${domain}`, "TXT", [token]);
  await page.getByRole("button", { name: "今すぐ確認" }).click();

  // Step 4: active; the site answers on the domain, and the site list shows it as the site's URL.
  await expect(page.getByText(`${domain} が有効になりました`)).toBeVisible();
  await shot("domain-active");
  await expect(page.getByRole("link", { name: `https://${domain}/` }).first()).toBeVisible();
  expect(await seriousViolations(page, "[data-testid=domain-settings]"), "axe-core on the last step").toEqual(
    [],
  );
  const onDomain = await request.get("/", { headers: { host: domain } });
  expect(onDomain.status()).toBe(200);
  expect(onDomain.headers()["content-security-policy"]).toContain("default-src *");

  await page.goto("/adminuser/site-list");
  await expect(page.getByRole("link", { name: new RegExp(domain) })).toBeVisible();
  await shot("domain-site-list");
});
