import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { loadLazyRoutes, renderRoutes } from "@/testing/render";
import { routes } from "./router";

const wireUser = {
  id: "u1",
  email: "hanako@example.jp",
  name: "Hanako Yamada",
  role: "USER",
  admin_role: "main_contact",
  authority: "edit",
  user_type_id: "adminuser",
  must_change_password: false,
  permissions: ["sites:view", "plans:view"],
  navigation: ["site-list", "check-plan"],
  account: { id: "acc", kind: "user", company_name: "Acme Inc.", contract_status: "active" },
};

function logIn(mustChangePassword = false) {
  session.setTokens({ accessToken: "a", refreshToken: "r", expiresIn: 900, mustChangePassword });
}

// Every screen the tests open, or are sent to, is a lazy route: loaded once here, so no test's
// waits include the first transform of its modules.
beforeAll(async () => {
  await loadLazyRoutes(routes, [
    "/master/summary",
    "/login",
    "/adminuser",
    "/adminuser/site-list",
    "/adminuser/check-plan",
    "/adminuser/user-list",
    "/errors/403",
    "/first-time-change-password",
    "/new-password",
    "/no/such/page",
  ]);
});

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe("routing", () => {
  it("sends a visitor without a session from the console to login", async () => {
    stubFetch({});
    const { router } = renderRoutes(routes, "/master/summary");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(await screen.findByLabelText("Email")).toBeTruthy();
  });

  it("opens the operator's first section from /", async () => {
    logIn();
    stubFetch({
      "GET /api/v1/auth/user-info": () => json(200, wireUser),
      "GET /api/v1/site": () => json(200, { items: [], total: 0 }),
    });
    const { router } = renderRoutes(routes, "/");
    await waitFor(() => expect(router.state.location.pathname).toBe("/adminuser/site-list"));
    expect(await screen.findByRole("heading", { name: "Site production", level: 1 })).toBeTruthy();
    expect(await screen.findByText("No sites found.")).toBeTruthy();
  });

  it("moves a page under the operator's own user-type prefix", async () => {
    logIn();
    stubFetch({ "GET /api/v1/auth/user-info": () => json(200, wireUser) });
    const { router } = renderRoutes(routes, "/master/check-plan?tab=1");
    await waitFor(() => expect(router.state.location.pathname).toBe("/adminuser/check-plan"));
    expect(router.state.location.search).toBe("?tab=1");
  });

  it("forbids a section that is not in the operator's navigation", async () => {
    logIn();
    stubFetch({ "GET /api/v1/auth/user-info": () => json(200, wireUser) });
    const { router } = renderRoutes(routes, "/adminuser/user-list");
    await waitFor(() => expect(router.state.location.pathname).toBe("/errors/403"));
    expect(await screen.findByText("Access forbidden")).toBeTruthy();
  });

  it("sends an operator with a one-time password to the password change first", async () => {
    logIn(true);
    stubFetch({});
    const { router } = renderRoutes(routes, "/adminuser/site-list");
    await waitFor(() => expect(router.state.location.pathname).toBe("/first-time-change-password"));
    expect(await screen.findByLabelText("Current password")).toBeTruthy();
    expect(screen.getByLabelText("New password")).toBeTruthy();
    expect(screen.getByLabelText("Confirm password")).toBeTruthy();
  });

  it("shows the 404 page for unknown addresses", async () => {
    stubFetch({});
    renderRoutes(routes, "/no/such/page");
    expect(await screen.findByText("Page not found")).toBeTruthy();
  });

  it("shows a toast and the missing-link state when /new-password has no token", async () => {
    stubFetch({});
    renderRoutes(routes, "/new-password");
    expect(await screen.findByText("This link is incomplete")).toBeTruthy();
    const missing = "The link is missing its token. Please open the link from the e-mail again.";
    await waitFor(() => expect(screen.getAllByText(missing).length).toBe(2));
  });

  it("asks before leaving a password form with unsaved input", async () => {
    logIn(true);
    stubFetch({});
    const { router } = renderRoutes(routes, "/first-time-change-password");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Current password"), "One-time1");
    await user.click(screen.getByRole("link", { name: "Log in with another account" }));

    expect(await screen.findByText("Leave this page?")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Stay on this page" }));
    expect(router.state.location.pathname).toBe("/first-time-change-password");

    await user.click(screen.getByRole("link", { name: "Log in with another account" }));
    await user.click(await screen.findByRole("button", { name: "Leave page" }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/first-time-change-password"));
  });
});
