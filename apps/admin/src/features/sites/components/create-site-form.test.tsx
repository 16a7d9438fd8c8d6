import type { UserInfo } from "@mekuri/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CurrentUserContext } from "@/features/shell";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { renderAt, renderRoutes } from "@/testing/render";
import { sitesQueryKey } from "../api/keys";
import { capabilitiesWith, operator, userPlanAnswer } from "../testing/fixtures";
import { CreateSite } from "./create-site";
import { CreateSiteForm } from "./create-site-form";

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const childId = "c0ffee00-0000-4000-8000-000000000002";

/** An OEM master's main contact: it manages the accounts below its own. */
const oemOperator: UserInfo = {
  ...operator,
  role: "OEM_MASTER",
  userTypeId: "admin",
  permissions: [...operator.permissions, "users:view", "users:manage"],
  account: { ...operator.account, kind: "oem_master", companyName: "Agency" },
};

/** The wire answer of the accounts below the caller. */
function accountsBelow(items: { id: string; companyName: string; planName: string }[]) {
  return {
    items: items.map((item) => ({
      id: item.id,
      kind: "user",
      company_name: item.companyName,
      contact_name: "Contact",
      email: `${item.id.slice(0, 4)}@example.com`,
      plan: { id: "b7e3c1a0-0000-4000-8000-000000000003", name: item.planName },
      contract_status: "active",
      contract_start_date: null,
      contract_end_date: null,
      parent: { id: operator.account.id, company_name: "Agency" },
      created_at: "2025-04-01T00:00:00.000Z",
    })),
    total: items.length,
    page: 1,
    page_size: 50,
  };
}

function renderCreateSite(user: UserInfo) {
  return renderRoutes(
    [
      {
        path: `/${user.userTypeId}/create-site`,
        element: (
          <CurrentUserContext value={user}>
            <CreateSite />
          </CurrentUserContext>
        ),
      },
      { path: `/${user.userTypeId}/site/:id`, element: <p>edit page</p> },
    ],
    `/${user.userTypeId}/create-site`,
  );
}

async function fillGrid(rows: string, columns: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByRole("textbox", { name: /行数/ }));
  await user.type(screen.getByRole("textbox", { name: /行数/ }), rows);
  await user.clear(screen.getByRole("textbox", { name: /列数/ }));
  await user.type(screen.getByRole("textbox", { name: /列数/ }), columns);
  return user;
}

describe("the create-site form", () => {
  it("refuses a grid with 0 rows, with the shared schema's message, and submits nothing", async () => {
    await i18n.changeLanguage("ja");
    const onSubmit = vi.fn();
    renderAt(
      <CreateSiteForm
        capabilities={capabilitiesWith(12)}
        pending={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    const user = await fillGrid("0", "2");
    await user.type(screen.getByRole("textbox", { name: /サイト名/ }), "Spring sale");
    await user.click(screen.getByRole("button", { name: "作成して編集へ" }));
    expect(await screen.findByText("行数または列数が正しくありません。0にはできません。")).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the plan's page limit and refuses rows × columns beyond it", async () => {
    await i18n.changeLanguage("ja");
    const onSubmit = vi.fn();
    renderAt(
      <CreateSiteForm
        capabilities={capabilitiesWith(6)}
        pending={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    const user = await fillGrid("3", "3");
    expect(screen.getByText("カード枚数：9枚（プランの上限 6枚）")).toBeDefined();
    await user.type(screen.getByRole("textbox", { name: /サイト名/ }), "Spring sale");
    await user.click(screen.getByRole("button", { name: "作成して編集へ" }));
    expect(await screen.findByText("行数×列数はご契約のプランの上限（6枚）を超えられません。")).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("requires a site name", async () => {
    await i18n.changeLanguage("ja");
    const onSubmit = vi.fn();
    renderAt(
      <CreateSiteForm
        capabilities={capabilitiesWith(6)}
        pending={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "作成して編集へ" }));
    expect(await screen.findByText(/必須/)).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("creates the site with the plan's limit checked and opens its edit page", async () => {
    await i18n.changeLanguage("ja");
    session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
    const { requests } = stubFetch({
      "GET /api/v1/user-plan": () => json(200, userPlanAnswer(6, { multi_language: false })),
      "POST /api/v1/site": () => json(201, { id: "new-site", message: "作成しました" }),
    });
    const { router } = renderCreateSite(operator);
    await screen.findByText("カード枚数：1枚（プランの上限 6枚）");
    // A plain user has no account below: the site is its own, without asking.
    expect(screen.queryByLabelText("作成先のアカウント")).toBeNull();
    expect(requests.some((request) => request.url.includes("/user?"))).toBe(false);
    // Without the multi-language flag only one language can be chosen.
    expect(screen.getByRole("checkbox", { name: "English" })).toHaveProperty("disabled", true);
    const user = await fillGrid("3", "2");
    await user.type(screen.getByRole("textbox", { name: /サイト名/ }), "Spring sale");
    await user.click(screen.getByRole("button", { name: "作成して編集へ" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/adminuser/site/new-site"));
    const created = requests.find((request) => request.method === "POST");
    expect(created?.body).toEqual({
      name: "Spring sale",
      number_horizontal: 2,
      number_vertical: 3,
      view_mode: "MOBILE",
      default_language: "ja",
      languages: ["ja"],
    });
  });

  it("lets an operator create the site for an account below it, under that account's plan", async () => {
    await i18n.changeLanguage("ja");
    session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
    const { requests } = stubFetch({
      "GET /api/v1/oem-master/user": () =>
        json(200, accountsBelow([{ id: childId, companyName: "Child Co", planName: "Light" }])),
      "GET /api/v1/user-plan": (request) =>
        json(
          200,
          new URL(request.url, "http://localhost").searchParams.get("id") === childId
            ? userPlanAnswer(12, { multi_language: false })
            : userPlanAnswer(60, {}),
        ),
      "POST /api/v1/site": () => json(201, { id: "new-site", message: "作成しました" }),
    });
    const { router } = renderCreateSite(oemOperator);
    await screen.findByText("カード枚数：1枚（プランの上限 60枚）");
    const picker = await screen.findByLabelText("作成先のアカウント", { selector: "input" });
    expect(picker).toHaveProperty("value", "Agency（自社）");
    expect(screen.getByRole("checkbox", { name: "English" })).toHaveProperty("disabled", false);

    const user = userEvent.setup();
    await user.clear(picker);
    await user.type(picker, "Child");
    await waitFor(() =>
      expect(requests.some((request) => request.url.includes("/oem-master/user?search=Child"))).toBe(true),
    );
    await user.click(await screen.findByRole("option", { name: /Child Co/, hidden: true }));
    // The chosen account's plan: 12 pages and one language.
    await screen.findByText("カード枚数：1枚（プランの上限 12枚）");
    expect(screen.getByRole("checkbox", { name: "English" })).toHaveProperty("disabled", true);

    await fillGrid("4", "4");
    await user.type(screen.getByRole("textbox", { name: /サイト名/ }), "Child's sale");
    await user.click(screen.getByRole("button", { name: "作成して編集へ" }));
    expect(
      await screen.findByText("行数×列数はご契約のプランの上限（12枚）を超えられません。"),
    ).toBeDefined();
    expect(requests.some((request) => request.method === "POST")).toBe(false);

    await fillGrid("4", "3");
    await user.click(screen.getByRole("button", { name: "作成して編集へ" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/site/new-site"));
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({
      name: "Child's sale",
      number_horizontal: 3,
      number_vertical: 4,
      view_mode: "MOBILE",
      default_language: "ja",
      languages: ["ja"],
      account_id: childId,
    });
  });

  it("keeps the form and the picker when the chosen account's plan cannot be loaded, and creates nothing", async () => {
    await i18n.changeLanguage("ja");
    session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
    const { requests } = stubFetch({
      "GET /api/v1/oem-master/user": () =>
        json(200, accountsBelow([{ id: childId, companyName: "Child Co", planName: "Light" }])),
      "GET /api/v1/user-plan": (request) =>
        new URL(request.url, "http://localhost").searchParams.get("id") === childId
          ? json(500, { code: "INTERNAL_ERROR", message: "boom" })
          : json(200, userPlanAnswer(60, {})),
    });
    renderCreateSite(oemOperator);
    const picker = await screen.findByLabelText("作成先のアカウント", { selector: "input" });
    const user = userEvent.setup();
    await user.clear(picker);
    await user.type(picker, "Child");
    await user.click(await screen.findByRole("option", { name: /Child Co/, hidden: true }));

    expect(await screen.findByRole("button", { name: "もう一度試す" })).toBeDefined();
    expect(screen.getByLabelText("作成先のアカウント", { selector: "input" })).toBeDefined();
    expect(screen.getByRole("button", { name: "作成して編集へ" })).toHaveProperty("disabled", true);
    expect(requests.some((request) => request.method === "POST")).toBe(false);
  });

  it("shows no account picker to an operator with no account below it", async () => {
    await i18n.changeLanguage("ja");
    session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword: false });
    stubFetch({
      "GET /api/v1/oem-master/user": () => json(200, accountsBelow([])),
      "GET /api/v1/user-plan": () => json(200, userPlanAnswer(60, {})),
    });
    const { queryClient } = renderCreateSite(oemOperator);
    await screen.findByText("カード枚数：1枚（プランの上限 60枚）");
    await waitFor(() =>
      expect(queryClient.getQueryState([...sitesQueryKey, "owner-accounts", ""])?.status).toBe("success"),
    );
    expect(screen.queryByLabelText("作成先のアカウント")).toBeNull();
  });
});
