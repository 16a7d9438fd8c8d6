import { formatPositionCode } from "@mekuri/domain";
import { type BrowserContext, test as base, type CDPSession, expect, type Page } from "@playwright/test";
import { readCredentials } from "./credentials.ts";

/** The public viewer against the real server's seeded demo site (support/demo.ts). */
const credentials = readCredentials();
export const demoSiteId = credentials.demoSiteId;
/** http://{id}.sites.localhost:4310/sites/{id}: the site's own origin (decision 006). */
export const demoSiteUrl = credentials.demoSiteUrl;
export const demoSitePath = new URL(demoSiteUrl).pathname;

export { demo } from "./demo.ts";

/** The viewer's own words in Japanese (apps/viewer/src/lib/messages.ts; the suite imports no app). */
export const viewerText = {
  lockedTitle: "会員限定ページ",
  continue: "続ける",
  login: "ログイン",
  close: "閉じる",
  language: "言語",
} as const;

export function siteUrl(path = "", query = ""): string {
  return `${demoSiteUrl}${path ? `/${path}` : ""}${query ? `?${query}` : ""}`;
}

/** The address the viewer writes for a position: /sites/{id}[/EN]/A2[?query], nothing after it. */
export function addressOf(path: string, query = ""): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${literal(siteUrl(path, query))}$`);
}

/** The ids the published snapshot gives the demo's pages, by cell code (read from the inlined data). */
export async function pageIds(page: Page): Promise<Record<string, string>> {
  const raw = await page.locator("#mekuri-data").textContent();
  const { snapshot } = JSON.parse(raw ?? "{}") as {
    snapshot: { categories: { pages: { id: string }[] }[] };
  };
  const ids: Record<string, string> = {};
  snapshot.categories.forEach((category, column) => {
    category.pages.forEach((p, row) => {
      ids[formatPositionCode({ columnIndex: column, rowIndex: row })!] = p.id;
    });
  });
  return ids;
}

export const viewer = {
  counter: (page: Page) => page.locator(".mk-counter span[aria-hidden='true']"),
  /** The page the visitor sees: the only slide that is neither inert nor hidden. */
  current: (page: Page) => page.locator(".mk-row:not([inert])"),
  tab: (page: Page, name: string) => page.locator(".mk-tabs").getByRole("button", { name, exact: true }),
  popupItem: (page: Page, text: string) => page.locator(".mk-popup-item").filter({ hasText: text }),
  campaignPanels: (page: Page) => page.locator(".mk-campaign"),
};

/** Swiper has taken over the server's markup: gestures and keys now move the pages. */
export async function waitForViewer(page: Page): Promise<void> {
  await expect(page.locator(".mk-columns")).toHaveClass(/swiper-initialized/);
}

export type Direction = "up" | "down" | "left" | "right";

/**
 * Moves the way a visitor of this project would: a real finger drag on the phone (Chrome's touch
 * input, so Swiper sees pointer and touch events) and the arrow keys on the desktop. "down" shows
 * the next page below (a swipe up), "right" the next category (a swipe to the left).
 */
export async function move(page: Page, direction: Direction, touch: boolean): Promise<void> {
  if (!touch) {
    const keys = { up: "ArrowUp", down: "ArrowDown", left: "ArrowLeft", right: "ArrowRight" } as const;
    await page.keyboard.press(keys[direction]);
    return;
  }
  const box = await viewer.current(page).boundingBox();
  if (!box) throw new Error("no current page to swipe");
  // Start between the notice at the top and the popup CTA at the bottom, and drag over most of the
  // page, so the swipe turns it however slowly a loaded machine replays it (a long swipe: over half).
  type Point = { x: number; y: number };
  const at = (x: number, y: number): Point => ({ x: box.x + box.width * x, y: box.y + box.height * y });
  const strokes: Record<Direction, [Point, Point]> = {
    down: [at(0.5, 0.7), at(0.5, 0.02)],
    up: [at(0.5, 0.15), at(0.5, 0.9)],
    right: [at(0.95, 0.45), at(0.02, 0.45)],
    left: [at(0.05, 0.45), at(0.98, 0.45)],
  };
  const [from, to] = strokes[direction];
  const cdp = await touchInput(page);
  const point = (p: Point) => [{ x: Math.round(p.x), y: Math.round(p.y), id: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(from) });
  const steps = 4;
  for (let i = 1; i <= steps; i += 1) {
    const p = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(p) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

const touchSessions = new WeakMap<Page, Promise<CDPSession>>();

/** One DevTools session per page for touch input (Chromium's own touch events, as from a screen). */
function touchInput(page: Page): Promise<CDPSession> {
  let session = touchSessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    touchSessions.set(page, session);
  }
  return session;
}

/** Example.com stands in for creators' external sites: answered here, never from the network. */
export async function stubExternalSites(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/(www\.)?example\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>External</title>" }),
  );
}

/**
 * Each test's page records console errors and uncaught exceptions; `visitIsClean()` fails the test
 * when any happened. Leaving the site asks for confirmation (viewer.md §2): such prompts are
 * accepted and recorded in `leavePrompts`.
 */
export const test = base.extend<{ problems: string[]; leavePrompts: string[]; visitIsClean: () => void }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await use(problems);
  },
  leavePrompts: async ({ page }, use) => {
    const prompts: string[] = [];
    page.on("dialog", (dialog) => {
      if (dialog.type() === "beforeunload") prompts.push(page.url());
      void (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss());
    });
    await use(prompts);
  },
  visitIsClean: async ({ problems }, use) => {
    await use(() => expect(problems, "console errors or page errors during the visit").toEqual([]));
  },
});

export { expect };
