import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { session } from "@/lib/session";
import { json, stubFetch } from "@/testing/api-fetch";
import { renderAt } from "@/testing/render";
import { LoginForm } from "./login-form";

const loginMessage = "ログインIDまたはパスワードが正しくありません。確認のうえ、再度ログインしてください。";

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe("the login form", () => {
  it("shows the server's wrong-password message as an alert", async () => {
    await i18n.changeLanguage("ja");
    stubFetch({
      "POST /api/v1/auth/login": () => json(401, { message: loginMessage, code: "INVALID_CREDENTIALS" }),
    });
    const onSuccess = vi.fn();
    renderAt(<LoginForm onSuccess={onSuccess} onNavigate={vi.fn()} />, "/login");
    const user = userEvent.setup();

    await user.type(screen.getByLabelText("メールアドレス"), "hanako@example.jp");
    await user.type(screen.getByLabelText("パスワード"), "Wrong-pass1");
    await user.click(screen.getByRole("button", { name: "ログイン" }));

    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining(loginMessage),
    );
    expect(onSuccess).not.toHaveBeenCalled();
    expect(session.getTokens()).toBeNull();
  });

  it("checks the fields with the shared schema before calling the server, in the UI language", async () => {
    await i18n.changeLanguage("en");
    const { requests } = stubFetch({});
    renderAt(<LoginForm onSuccess={vi.fn()} onNavigate={vi.fn()} />, "/login");
    const user = userEvent.setup();

    await user.type(screen.getByLabelText("Email"), "not..valid@example.com");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByText("Invalid email address.")).toBeTruthy();
    expect(screen.getByText("This field is required.")).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it("stores the session and hands the answer over after a successful login", async () => {
    await i18n.changeLanguage("en");
    const { requests } = stubFetch({
      "POST /api/v1/auth/login": () =>
        json(200, {
          access_token: "a",
          expires_in: 900,
          must_change_password: true,
          user: {
            id: "u1",
            user_type_id: "adminuser",
            navigation: ["site-list"],
            must_change_password: true,
          },
        }),
    });
    const onSuccess = vi.fn();
    renderAt(<LoginForm onSuccess={onSuccess} onNavigate={vi.fn()} />, "/login");
    const user = userEvent.setup();

    await user.type(screen.getByLabelText("Email"), "hanako@example.jp");
    await user.type(screen.getByLabelText("Password"), "One-time1");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onSuccess.mock.calls[0]![0]).toMatchObject({
      mustChangePassword: true,
      user: { userTypeId: "adminuser" },
    });
    expect(requests[0]!.body).toEqual({ email: "hanako@example.jp", password: "One-time1" });
    // The server sets the refresh cookie when asked by this header; the page keeps only the access token.
    expect(requests[0]!.headers.get("X-Refresh-Cookie")).toBe("1");
    expect(session.getTokens()).toEqual({
      accessToken: "a",
      expiresAt: expect.any(Number),
      mustChangePassword: true,
    });
  });

  it("opens password reset and sign-up in the page, and leaves a new-tab click to the browser", async () => {
    await i18n.changeLanguage("en");
    stubFetch({});
    const onNavigate = vi.fn();
    renderAt(<LoginForm onSuccess={vi.fn()} onNavigate={onNavigate} />, "/login");
    const user = userEvent.setup();
    const reset = screen.getByRole("link", { name: i18n.t("auth.login.forgotPassword") });
    const signUp = screen.getByRole("link", { name: i18n.t("signUp.signUpLink") });

    expect(reset.getAttribute("href")).toBe("/reset-pass");
    await user.click(reset);
    await user.click(signUp);
    expect(onNavigate.mock.calls).toEqual([["/reset-pass"], ["/sign-up"]]);

    reset.addEventListener("click", (event) => event.preventDefault());
    await user.keyboard("{Control>}");
    await user.click(reset);
    await user.keyboard("{/Control}");
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });
});
