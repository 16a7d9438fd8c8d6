import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { ensureMasterPassword, masterPassword } from "../support/accounts.ts";
import { logIn, logOut } from "../support/auth.ts";
import { seriousViolations } from "../support/axe.ts";
import { artifactsDir, readCredentials } from "../support/credentials.ts";

const credentials = readCredentials();

/** "YYYY-MM" of the month `offset` months from this one in Japan. */
function month(offset: number): string {
  const japan = new Date(Date.now() + 9 * 3_600_000);
  const date = new Date(Date.UTC(japan.getUTCFullYear(), japan.getUTCMonth() + offset, 1));
  return date.toISOString().slice(0, 7);
}

const card = (page: Page, name: string) =>
  page.getByRole("region", { name, exact: true }).locator("[data-figure]");

async function setRange(page: Page, start: string, end: string) {
  await page.getByLabel("開始月").fill(start);
  await page.getByLabel("終了月").fill(end);
  await page.getByRole("button", { name: "表示", exact: true }).click();
}

test.describe("the summary dashboard", () => {
  // The console's CSP refuses inline scripts, axe-core's injection included.
  test.use({ bypassCSP: true });

  test("shows the master the platform's figures, charts, range filter and MRR movements", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await ensureMasterPassword(request, credentials);
    await logIn(page, credentials.master.email, masterPassword);
    await expect(page).toHaveURL(/\/master\/summary$/);

    // The seeded history gives real figures and three charts.
    await expect(card(page, "MRR")).not.toHaveText("0.0");
    const chart = (name: string) =>
      page.getByRole("figure", { name }).locator("svg.recharts-surface").first();
    await expect(chart("MRR/ARR 推移")).toBeVisible();
    await expect(chart("プラン別導入推移")).toBeVisible();
    await expect(chart("導入企業あたりのサイト作成数")).toBeVisible();
    const yearSites = await card(page, "作成サイト数").textContent();
    const yearMrr = await card(page, "MRR").textContent();

    // A shorter, earlier range: fewer sites, another MRR, and the address keeps it.
    await setRange(page, month(-23), month(-21));
    await expect(page).toHaveURL(new RegExp(`start=${month(-23)}&end=${month(-21)}`));
    await expect(card(page, "作成サイト数")).not.toHaveText(yearSites!);
    await expect(card(page, "MRR")).not.toHaveText(yearMrr!);

    // Bad ranges are told next to the end month, and nothing is asked of the server.
    await setRange(page, month(-1), month(-3));
    await expect(page.getByText("終了月は開始月以降にしてください。")).toBeVisible();
    await setRange(page, month(-24), month(0));
    await expect(page.getByText("期間は最長 24 か月までです。")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`start=${month(-23)}&end=${month(-21)}`));

    // The last twelve months again; a month's row opens the accounts behind its movements.
    await setRange(page, month(-11), month(0));
    const movements = page.getByRole("region", { name: "MRR の増減" });
    const busiest = movements.getByRole("button", { name: /の内訳$/ }).nth(1);
    await busiest.click();
    const accounts = page.getByRole("region", { name: /の増減アカウント$/ });
    await expect(accounts.getByRole("row").nth(1)).toBeVisible();
    await expect(accounts.getByRole("cell").first()).not.toBeEmpty();

    expect(await seriousViolations(page, "#main")).toEqual([]);
    await page.screenshot({
      path: path.join(artifactsDir, `dashboard-master-${testInfo.project.name}.png`),
      fullPage: true,
    });
  });

  test("shows an OEM master only its own customers", async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const run = `${testInfo.project.name}-${Date.now()}`;
    await ensureMasterPassword(request, credentials);
    const auth = async (email: string, password: string) => {
      const response = await request.post("/api/v1/auth/login", { data: { email, password } });
      expect(response.ok(), await response.text()).toBe(true);
      return { authorization: `Bearer ${(await response.json()).access_token}` };
    };
    const master = await auth(credentials.master.email, masterPassword);
    const me = await (await request.get("/api/v1/auth/user-info", { headers: master })).json();
    const plans = (await (await request.get("/api/v1/master/plan/all", { headers: master })).json())
      .items as {
      id: string;
      name: string;
    }[];
    const planId = (name: string) => plans.find((plan) => plan.name === name)!.id;
    const start = `${month(-2)}-10`;
    const create = async (headers: Record<string, string>, base: string, body: object) => {
      const response = await request.post(`/api/v1/${base}/user`, { headers, data: body });
      expect(response.ok(), await response.text()).toBe(true);
      const created = (await response.json()) as { user: { id: string }; temporary_password: string };
      return { id: created.user.id, temporaryPassword: created.temporary_password };
    };
    const oemEmail = `dash-oem-${run}@example.com`;
    const oem = await create(master, "master", {
      kind: "oem_master",
      parent_id: me.account.id,
      company_name: `Dash Partner ${run}`.slice(0, 50),
      contact_name: "Dana",
      email: oemEmail,
      plan_id: planId("EP/OEM Standard"),
      contract_start_date: start,
      license_issuance: true,
    });
    // Its one customer, on EP/OEM Standard (¥40,000 a month): the OEM's MRR is 4.0 (万円).
    const oemHeaders = await firstPassword(request, oemEmail, oem.temporaryPassword, "Partner-pass1");
    await create(oemHeaders, "oem-master", {
      kind: "user",
      parent_id: oem.id,
      company_name: `Dash Shop ${run}`.slice(0, 50),
      contact_name: "Sam",
      email: `dash-shop-${run}@example.com`,
      plan_id: planId("EP/OEM Standard"),
      contract_start_date: start,
    });

    await logIn(page, oemEmail, "Partner-pass1");
    await expect(page).toHaveURL(/\/admin\/summary$/);
    await expect(
      page.getByText(`${`Dash Partner ${run}`.slice(0, 50)} 配下の顧客の数値です。`),
    ).toBeVisible();
    await expect(card(page, "導入企業数")).toHaveText("1");
    await expect(card(page, "MRR")).toHaveText("4.0");
    await expect(card(page, "有料プラン数")).toHaveText("1");
    expect(await seriousViolations(page, "#main")).toEqual([]);
    await page.screenshot({
      path: path.join(artifactsDir, `dashboard-oem-${testInfo.project.name}.png`),
      fullPage: true,
    });
    await logOut(page);
  });
});

/** Replaces a new login's one-time password through the API and answers its headers. */
async function firstPassword(
  request: import("@playwright/test").APIRequestContext,
  email: string,
  temporary: string,
  password: string,
) {
  const first = await request.post("/api/v1/auth/login", { data: { email, password: temporary } });
  expect(first.ok(), await first.text()).toBe(true);
  const token = (await first.json()).access_token as string;
  const changed = await request.post("/api/v1/auth/change-password", {
    headers: { authorization: `Bearer ${token}` },
    data: { current_password: temporary, password, confirm_password: password },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  const again = await request.post("/api/v1/auth/login", { data: { email, password } });
  return { authorization: `Bearer ${(await again.json()).access_token}` };
}
