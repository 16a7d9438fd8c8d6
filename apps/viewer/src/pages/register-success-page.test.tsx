// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { memberToken } from "../api/endpoints.ts";
import { demoSiteId, demoSnapshot } from "../fixtures/demo-snapshot.ts";
import { answerFetch, renderPage, site } from "./page-test-kit.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.innerHTML = "";
  history.replaceState(null, "", "/");
});

const snapshot = {
  ...demoSnapshot("ja"),
  scripts: { contactScript: "", membershipScript: "window.memberTag = 1", formScript: "" },
};

describe("register-success page", () => {
  it("completes the registration with the link's token, logs the member in and leads to the members-only content", async () => {
    history.replaceState(null, "", `/sites/${demoSiteId}/register-success?token=abc.def&utm_source=mail`);
    const calls = answerFetch({
      [`POST ${site}/register/confirm`]: {
        body: { access_token: "member-token", expires_in: 3600, message: "会員登録が完了しました。" },
      },
    });
    await renderPage({ name: "register-success" }, { snapshot, query: "utm_source=mail" });
    expect(calls[0]?.body).toEqual({ token: "abc.def" });
    expect(memberToken(demoSiteId)).toBe("member-token");
    expect(location.search).toBe("?utm_source=mail");
    expect(document.querySelector("h1")?.textContent).toBe("会員登録が完了しました");
    expect((window as unknown as { memberTag?: number }).memberTag).toBe(1);
    const locked = snapshot.categories.flatMap((c) => c.pages).find((page) => page.membersOnlyLock)?.code;
    const link = [...document.querySelectorAll("a")].find(
      (a) => a.textContent === "会員限定コンテンツを見る",
    );
    expect(link?.getAttribute("href")).toBe(`/sites/${demoSiteId}/${locked}?utm_source=mail`);
  });

  it("shows the server's message for an expired or used link and offers registration again", async () => {
    history.replaceState(null, "", `/sites/${demoSiteId}/register-success?token=old`);
    answerFetch({
      [`POST ${site}/register/confirm`]: {
        status: 400,
        body: { code: "REGISTRATION_LINK_INVALID", message: "このリンクは無効か期限切れです。" },
      },
    });
    await renderPage({ name: "register-success" }, { snapshot });
    expect(document.querySelector('[role="alert"]')?.textContent).toBe("このリンクは無効か期限切れです。");
    expect(memberToken(demoSiteId)).toBeNull();
    expect(
      [...document.querySelectorAll("a")].some(
        (a) => a.getAttribute("href") === `/sites/${demoSiteId}/register`,
      ),
    ).toBe(true);
  });

  it("without a token, asks the visitor to open the e-mailed link", async () => {
    const calls = answerFetch({});
    await renderPage({ name: "register-success" }, { snapshot });
    expect(document.body.textContent).toContain("お送りしたメールのリンクを開いて");
    expect(calls).toHaveLength(0);
  });
});
