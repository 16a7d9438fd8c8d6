// @vitest-environment happy-dom

import { describe, expect, it } from "vitest";
import { memberToken } from "../api/endpoints.ts";
import { demoSiteId } from "../fixtures/demo-snapshot.ts";
import { currentToast, showFlashedToast } from "../lib/toast-store.ts";
import {
  alertText,
  answerFetch,
  button,
  click,
  errorOf,
  field,
  recordNavigation,
  renderPage,
  site,
  type,
} from "./page-test-kit.tsx";

const assign = recordNavigation();

describe("login page", () => {
  it("logs in, keeps the token where the viewer reads it, and returns to the page the visitor came from", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the lock screen's position cookie.
    document.cookie = "position=B2; path=/";
    const calls = answerFetch({
      [`POST ${site}/login`]: {
        body: { access_token: "member-token", expires_in: 3600, member: { email: "m@example.com" } },
      },
    });
    await renderPage({ name: "login" }, { query: "utm_source=ad" });
    await type(field("メールアドレス"), "m@example.com");
    await type(field("パスワード"), "Secret#123");
    await click(button("ログイン"));
    expect(calls[0]?.body).toEqual({ email: "m@example.com", password: "Secret#123" });
    expect(memberToken(demoSiteId)).toBe("member-token");
    expect(assign).toHaveBeenCalledWith(`/sites/${demoSiteId}/B2?utm_source=ad`);
    // The page the member lands on says the login worked (viewer.md §8: a success toast).
    showFlashedToast();
    expect(currentToast()).toBe("ログインしています。");
  });

  it("shows the server's message for a wrong e-mail or password and stays logged out", async () => {
    answerFetch({
      [`POST ${site}/login`]: {
        status: 401,
        body: { code: "LOGIN_FAILED", message: "ログインIDまたはパスワードが正しくありません。" },
      },
    });
    await renderPage({ name: "login" });
    await type(field("メールアドレス"), "m@example.com");
    await type(field("パスワード"), "wrong");
    await click(button("ログイン"));
    expect(alertText()).toBe("ログインIDまたはパスワードが正しくありません。");
    expect(memberToken(demoSiteId)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it("asks for a valid e-mail and a password before calling the server", async () => {
    const calls = answerFetch({});
    await renderPage({ name: "login" });
    await type(field("メールアドレス"), "not-an-address");
    await click(button("ログイン"));
    expect(errorOf(field("メールアドレス"))).toContain("メールアドレスの形式が正しくありません。");
    expect(errorOf(field("パスワード"))).toContain("この項目は必須です。");
    expect(calls).toHaveLength(0);
  });

  it("keeps an over-long password as typed and refuses it with the password rule's message next to the field", async () => {
    const calls = answerFetch({});
    await renderPage({ name: "login" });
    const password = field("パスワード");
    expect(password.maxLength).toBe(-1);
    await type(field("メールアドレス"), "m@example.com");
    await type(password, `Aa1@${"x".repeat(61)}`);
    await click(button("ログイン"));
    expect(password.value).toHaveLength(65);
    expect(errorOf(password)).toContain("8〜20文字");
    expect(calls).toHaveLength(0);
  });

  it("lets a logged-in member see who they are and log out", async () => {
    localStorage.setItem(`mekuri.member.${demoSiteId}`, "member-token");
    localStorage.setItem(`mekuri.member.${demoSiteId}.email`, "m@example.com");
    const calls = answerFetch({ [`POST ${site}/logout`]: { status: 204 } });
    await renderPage({ name: "login" });
    expect(document.body.textContent).toContain("m@example.com でログイン中");
    await click(button("ログアウト"));
    expect(calls[0]?.headers.Authorization).toBe("Bearer member-token");
    expect(memberToken(demoSiteId)).toBeNull();
    expect(document.querySelector(".mk-toast")?.textContent).toBe("ログアウトしました。");
    expect(field("メールアドレス")).toBeTruthy();
  });
});
