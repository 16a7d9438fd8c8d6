// @vitest-environment happy-dom
import type { SiteSnapshot } from "@mekuri/domain";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoSiteId, demoSnapshot } from "../fixtures/demo-snapshot.ts";
import { snakeizeKeys } from "../lib/case.ts";
import { lockFieldMessages } from "./lock-field-messages.ts";
import { startPreview } from "./preview-chunk.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  sessionStorage.clear();
});

/** The draft as the preview call answers it: every page's content, members-only ones included. */
function draft(): SiteSnapshot {
  const snapshot = demoSnapshot("ja");
  const content = snapshot.categories[0]!.pages[0]!.content!;
  return {
    ...snapshot,
    categories: snapshot.categories.map((category) => ({
      ...category,
      pages: category.pages.map((page) => ({ ...page, content: page.content ?? content })),
    })),
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(snakeizeKeys(body)), {
    status,
    headers: { "content-type": "application/json" },
  });

const headerOf = (init: RequestInit | undefined, name: string) =>
  (init?.headers as Record<string, string> | undefined)?.[name];

async function settle(rounds = 10) {
  for (let round = 0; round < rounds; round += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** The shell the server wrote, for a site whose default language is `lang`. */
function mount(lang = "en") {
  document.body.innerHTML = '<div id="mekuri-root"></div>';
  act(() =>
    startPreview(document.getElementById("mekuri-root")!, {
      siteId: demoSiteId,
      lang,
      fieldMessages: lockFieldMessages(),
    }),
  );
}

describe("the preview page", () => {
  it("opens the draft with the token of the fragment, which leaves the address bar", async () => {
    history.replaceState(null, "", `/site/${demoSiteId}/preview?position=C1#token=console-token`);
    const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url.includes("/counters")) return json({ popupClicks: {}, campaignClicks: {} });
      if (url.includes("/noti_delivery")) return json({ items: [], total: 0 });
      return json(draft());
    });
    vi.stubGlobal("fetch", fetch);
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
    mount();
    await settle();

    const [url, init] = fetch.mock.calls.find(([u]) => u.startsWith(`/api/v1/preview/site/${demoSiteId}?`))!;
    expect(url).toContain(`domain=${encodeURIComponent(location.host)}`);
    expect(headerOf(init, "Authorization")).toBe("Bearer console-token");
    expect(location.hash).toBe("");
    expect(sessionStorage.getItem(`mekuri.preview.${demoSiteId}`)).toBe("console-token");
    expect(document.querySelector(".mk-preview-banner")?.textContent).toContain("Preview");
    // A members-only page shows its content: no lock screen in the preview.
    expect(document.querySelector(".mk-tabs [aria-current='page']")?.textContent).toBe("会員限定");
    expect(document.querySelector(".mk-counter")?.textContent).toContain("1 / ");
    expect(document.querySelector(".mk-lock")).toBeNull();
    await settle(30);
    // The address stays the preview's, and nothing is counted.
    expect(location.pathname).toBe(`/site/${demoSiteId}/preview`);
    expect(fetch.mock.calls.some(([u]) => u.includes("/events"))).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
  });

  it("shows the draft's notifications from the preview's own call, never the public one", async () => {
    history.replaceState(null, "", `/site/${demoSiteId}/preview#token=console-token`);
    const notice = {
      id: "n1",
      title: "Draft notice",
      content: "Only in the preview",
      imageUrl: null,
      newsUrl: null,
      startDate: null,
      endDate: null,
    };
    const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url.includes("/counters")) return json({ popupClicks: {}, campaignClicks: {} });
      if (url.includes("/end-user/noti_delivery")) return json({ message: "Not found" }, 404);
      if (url.includes("/noti_delivery")) return json({ items: [notice], total: 1 });
      return json(draft());
    });
    vi.stubGlobal("fetch", fetch);
    mount();
    await settle(40);

    const call = fetch.mock.calls.find(([u]) => u === `/api/v1/preview/site/${demoSiteId}/noti_delivery`);
    expect(headerOf(call?.[1], "Authorization")).toBe("Bearer console-token");
    expect(fetch.mock.calls.some(([u]) => u.includes("/end-user/noti_delivery"))).toBe(false);
    expect(document.querySelector(".mk-notice-title")?.textContent).toBe("Draft notice");
  });

  it("asks a private share's visitor for the invited e-mail and the password", async () => {
    history.replaceState(null, "", `/site/${demoSiteId}/preview`);
    const requests: { url: string; init?: RequestInit }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        requests.push({ url, init });
        const authorization = headerOf(init, "Authorization");
        if (url.includes("/counters")) return json({ popupClicks: {}, campaignClicks: {} });
        if (url.includes("/noti_delivery")) return json({ items: [], total: 0 });
        if (url.endsWith("/share/status")) return json({ shared: true, isPrivate: true, hasPassword: true });
        if (url.endsWith("/login")) return json({ token: "guest-token", expiresIn: 86400 });
        if (authorization === "Bearer guest-token") return json(draft());
        return json({ message: "Log in", code: "UNAUTHORIZED" }, 401);
      }),
    );
    mount();
    await settle();
    const form = document.querySelector("form")!;
    expect(form.textContent).toContain("This preview is private");
    (form.querySelector('input[name="email"]') as HTMLInputElement).value = "guest@example.com";
    (form.querySelector('input[name="password"]') as HTMLInputElement).value = "peek-123";
    await act(async () => {
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    await settle();

    const login = requests.find((r) => r.url.endsWith("/login"))!;
    expect(JSON.parse(String(login.init?.body))).toEqual({
      email: "guest@example.com",
      password: "peek-123",
    });
    expect(document.querySelector(".mk-preview-banner")).not.toBeNull();
    expect(sessionStorage.getItem(`mekuri.preview.${demoSiteId}`)).toBe("guest-token");
  });

  it("keeps the page in its address, so the lock form after an expired token returns to it", async () => {
    history.replaceState(null, "", `/site/${demoSiteId}/preview?position=A1#token=console-token`);
    let expired = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes("/counters")) return json({ popupClicks: {}, campaignClicks: {} });
        if (url.includes("/noti_delivery")) return json({ items: [], total: 0 });
        if (url.endsWith("/share/status")) return json({ shared: true, isPrivate: true, hasPassword: true });
        if (url.endsWith("/login")) return json({ token: "fresh-token", expiresIn: 86400 });
        if (expired && headerOf(init, "Authorization") !== "Bearer fresh-token")
          return json({ message: "Log in", code: "UNAUTHORIZED" }, 401);
        return json(draft());
      }),
    );
    mount();
    await settle();
    await act(async () => window.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown" })));
    await settle(30);
    expect(new URLSearchParams(location.search).get("position")).toBe("A2");

    // The token expires: the reload meets the lock form, and logging in again lands on A2.
    expired = true;
    mount();
    await settle();
    const form = document.querySelector("form")!;
    expect(form.textContent).toContain("This preview is private");
    const inputs = form.querySelectorAll("input");
    await act(async () => {
      for (const [input, value] of [
        [inputs[0]!, "guest@example.com"],
        [inputs[1]!, "Preview#1"],
      ] as const) {
        input.value = value;
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }
      form.requestSubmit();
    });
    await settle();
    expect(document.querySelector(".mk-counter")?.textContent).toContain("2 / ");
  });

  it("asks in the site's language, not the browser's", async () => {
    history.replaceState(null, "", `/site/${demoSiteId}/preview`);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url.endsWith("/share/status")) return json({ shared: true, isPrivate: true, hasPassword: true });
        return json({ message: "Log in", code: "UNAUTHORIZED" }, 401);
      }),
    );
    expect(navigator.language.startsWith("en")).toBe(true);
    mount("ja");
    await settle();
    expect(document.querySelector("form")?.textContent).toContain("このプレビューは非公開です");
  });

  it("shows the server's message when the password is wrong", async () => {
    history.replaceState(null, "", `/site/${demoSiteId}/preview`);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith("/share/status")) return json({ shared: true, isPrivate: false, hasPassword: true });
        if (url.includes("/counters")) return json({ popupClicks: {}, campaignClicks: {} });
        if (url.includes("/noti_delivery")) return json({ items: [], total: 0 });
        const password = headerOf(init, "X-Preview-Password");
        if (password === "right-one") return json(draft());
        return json({ message: password ? "Wrong password" : "Log in", code: "UNAUTHORIZED" }, 401);
      }),
    );
    mount();
    await settle();
    const form = document.querySelector("form")!;
    expect(form.querySelector('input[name="email"]')).toBeNull();
    (form.querySelector('input[name="password"]') as HTMLInputElement).value = "wrong";
    await act(async () => {
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe("Wrong password");
    const again = document.querySelector("form")!;
    (again.querySelector('input[name="password"]') as HTMLInputElement).value = "right-one";
    await act(async () => {
      again.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    await settle();
    expect(document.querySelector(".mk-preview-banner")).not.toBeNull();
  });

  it("refuses an over-long or malformed entry with the rule's message beside the field, sending nothing", async () => {
    history.replaceState(null, "", `/site/${demoSiteId}/preview`);
    const fetch = vi.fn(async (url: string) => {
      if (url.endsWith("/share/status")) return json({ shared: true, isPrivate: true, hasPassword: true });
      return json({ message: "Log in", code: "UNAUTHORIZED" }, 401);
    });
    vi.stubGlobal("fetch", fetch);
    mount("en");
    await settle();
    const form = document.querySelector("form")!;
    const email = form.querySelector('input[name="email"]') as HTMLInputElement;
    const password = form.querySelector('input[name="password"]') as HTMLInputElement;
    expect(email.hasAttribute("maxlength")).toBe(false);
    expect(password.hasAttribute("maxlength")).toBe(false);
    email.value = "not-an-address";
    password.value = "x".repeat(201);
    await act(async () => form.requestSubmit());
    await settle();

    expect(fetch.mock.calls.some(([url]) => url.endsWith("/login"))).toBe(false);
    expect(password.value).toHaveLength(201);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Invalid email address.",
    );
    expect(document.getElementById(password.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Enter at most 200 characters.",
    );
    expect(document.activeElement).toBe(email);
  });

  it("asks for the passcode in the site's language when it is left empty", async () => {
    history.replaceState(null, "", `/site/${demoSiteId}/preview`);
    const fetch = vi.fn(async (url: string) => {
      if (url.endsWith("/share/status")) return json({ shared: true, isPrivate: false, hasPassword: true });
      return json({ message: "Log in", code: "UNAUTHORIZED" }, 401);
    });
    vi.stubGlobal("fetch", fetch);
    mount("ja");
    await settle();
    const calls = fetch.mock.calls.length;
    const form = document.querySelector("form")!;
    await act(async () => form.requestSubmit());
    await settle();
    const password = form.querySelector('input[name="password"]') as HTMLInputElement;
    expect(document.getElementById(password.getAttribute("aria-describedby")!)?.textContent).toBe(
      "この項目は必須です。",
    );
    expect(fetch.mock.calls.length).toBe(calls);
  });
});
