import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CurrentUserContext } from "@/features/shell/components/current-user";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { renderAt, renderRoutes } from "@/testing/render";
import { capabilitiesWith, operator, userPlanAnswer } from "../testing/fixtures";
import { CreateSite } from "./create-site";
import { CreateSiteForm } from "./create-site-form";

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

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
    const { router } = renderRoutes(
      [
        {
          path: "/adminuser/create-site",
          element: (
            <CurrentUserContext value={operator}>
              <CreateSite />
            </CurrentUserContext>
          ),
        },
        { path: "/adminuser/site/:id", element: <p>edit page</p> },
      ],
      "/adminuser/create-site",
    );
    await screen.findByText("カード枚数：1枚（プランの上限 6枚）");
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
});
