import type { SiteSnapshot, SpecialPage } from "@mekuri/domain";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, vi } from "vitest";
import { demoSiteId, demoSnapshot } from "../fixtures/demo-snapshot.ts";
import { pageCatalogueFor } from "./page-messages.ts";
import { SitePageApp } from "./site-page-app.tsx";

/**
 * Test kit of the special pages: the real page tree in happy-dom, with only `fetch` answered by a
 * table of routes (the network edge), and every request recorded.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { status?: number; body?: unknown } | "network-down";
export type Routes = Record<string, Answer | ((call: Call) => Answer)>;

export function answerFetch(routes: Routes) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const path = input.replace(/^\/api\/v1/, "");
    const call: Call = {
      method: init.method ?? "GET",
      path,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${path.split("?")[0]}`];
    const answer = typeof route === "function" ? route(call) : route;
    if (!answer)
      return new Response(JSON.stringify({ message: "Not found", code: "NOT_FOUND" }), { status: 404 });
    if (answer === "network-down") throw new TypeError("Failed to fetch");
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), { status });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

export const site = `/end-user/site/${demoSiteId}`;

/**
 * The setup of pages that navigate on success: `location.assign` is recorded instead of followed,
 * and what a test leaves behind (mocks, stubbed fetch, member token, position cookie, DOM) is
 * cleared after it. Call at the top of the test file; returns the recorder.
 */
export function recordNavigation() {
  const assign = vi.fn<(url: string | URL) => void>();
  beforeEach(() => {
    assign.mockClear();
    vi.spyOn(window.location, "assign").mockImplementation(assign);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: resetting the lock screen's position cookie.
    document.cookie = "position=; max-age=0; path=/";
    document.body.innerHTML = "";
    document.head.innerHTML = "";
  });
  return assign;
}

export async function renderPage(
  page: SpecialPage,
  options: { snapshot?: SiteSnapshot; query?: string } = {},
): Promise<Root> {
  const snapshot = options.snapshot ?? demoSnapshot("ja");
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => {
    root.render(
      <SitePageApp
        snapshot={snapshot}
        pageMessages={pageCatalogueFor(snapshot.lang)}
        page={page}
        basePath={`/sites/${demoSiteId}`}
        query={options.query ?? ""}
      />,
    );
  });
  await settle();
  return root;
}

/** Lets fetches resolve and React commit what follows from them. */
export async function settle(rounds = 5) {
  for (let round = 0; round < rounds; round += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

export function field(label: string): HTMLInputElement {
  const labelElement = [...document.querySelectorAll("label")].find((element) =>
    element.textContent?.startsWith(label),
  );
  const id = labelElement?.htmlFor;
  const control = id ? document.getElementById(id) : labelElement?.querySelector("input");
  if (!control) throw new Error(`no control labelled ${label}`);
  return control as HTMLInputElement;
}

/** Types into a React-controlled input the way a browser would. */
export async function type(input: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype =
    input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(
      new Event(input instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
    );
  });
}

export async function click(element: Element | null | undefined) {
  if (!element) throw new Error("nothing to click");
  await act(async () => {
    (element as HTMLElement).click();
  });
  await settle();
}

export function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll("button")].find(
    (element) => element.textContent?.trim() === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

export const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? "";
export const errorOf = (input: Element) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
