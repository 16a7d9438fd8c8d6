import {
  addressOf,
  demo,
  demoSiteId,
  demoSitePath,
  expect,
  move,
  pageIds,
  siteUrl,
  stubExternalSites,
  test,
  viewer,
  viewerText,
  waitForViewer,
} from "../support/viewer.ts";

/**
 * The public viewer as visitors get it: the real server, its seeded demo site on the site's own
 * origin, the built viewer. Phones swipe with a finger, desktops use the arrow keys.
 */
test.describe("public viewer", () => {
  test("moves down and across the demo site, counting pages, rewriting the address and reporting events", async ({
    page,
    hasTouch,
    visitIsClean,
  }) => {
    // Ten moves, each waiting for the address the viewer writes 500 ms after it: a long journey.
    test.setTimeout(60_000);
    const counter = viewer.counter(page);
    const headline = viewer.current(page).locator(".mk-headline");
    // The viewer batches its events and posts them within 4 s of the first one (the landing page).
    const events = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/v1/end-user/events") && response.request().method() === "POST",
    );

    await page.goto(siteUrl());
    await waitForViewer(page);
    await expect(counter).toHaveText("1 / 3");
    await expect(headline).toHaveText(demo.ja.hero);
    await expect(viewer.tab(page, demo.ja.categories[0])).toHaveAttribute("aria-current", "page");

    await move(page, "down", hasTouch);
    await expect(counter).toHaveText("2 / 3");
    await expect(headline).toHaveText(demo.ja.products);
    await expect(page).toHaveURL(addressOf("A2"));

    await move(page, "down", hasTouch);
    await expect(counter).toHaveText("3 / 3");
    await expect(page).toHaveURL(addressOf("A3"));

    // swipeRedirection is on: across from the third page lands on the next category's first page.
    await move(page, "right", hasTouch);
    await expect(counter).toHaveText("1 / 3");
    await expect(page).toHaveURL(addressOf("B1"));
    await expect(viewer.tab(page, demo.ja.categories[1])).toHaveAttribute("aria-current", "page");

    await move(page, "down", hasTouch);
    await expect(headline).toHaveText(demo.ja.story);
    await expect(page).toHaveURL(addressOf("B2"));

    // From the second page, across lands on C1 (the first page with a lock), not on C2 at the same index.
    await move(page, "right", hasTouch);
    await expect(page).toHaveURL(addressOf("C1"));
    await expect(counter).toHaveText("1 / 2");
    await expect(viewer.current(page).getByRole("heading", { name: viewerText.lockedTitle })).toBeVisible();

    await move(page, "down", hasTouch);
    await expect(counter).toHaveText("2 / 2");
    await expect(headline).toHaveText(demo.ja.membersMore);
    await expect(page).toHaveURL(addressOf("C2"));

    // C3 has neither image nor lock: moving down from C2 is blocked, not skipped.
    await move(page, "down", hasTouch);
    await expect(counter).toHaveText("2 / 2");
    await expect(headline).toHaveText(demo.ja.membersMore);
    // Had the move gone anywhere, one page up would not be C1.
    await move(page, "up", hasTouch);
    await expect(counter).toHaveText("1 / 2");
    await expect(page).toHaveURL(addressOf("C1"));

    // D is the last category: across from it goes nowhere.
    await move(page, "right", hasTouch);
    await expect(page).toHaveURL(addressOf("D1"));
    await expect(headline).toHaveText(demo.ja.gifts);
    await move(page, "right", hasTouch);
    await expect(headline).toHaveText(demo.ja.gifts);
    await move(page, "down", hasTouch);
    await expect(page).toHaveURL(addressOf("D2"));

    const response = await events;
    expect(response.status()).toBe(202);
    const body = (await response.json()) as { accepted: number; rejected: unknown };
    expect(body.accepted).toBeGreaterThanOrEqual(1);
    visitIsClean();
  });

  test("opens the first page for the empty cell's address, and a category from its tab", async ({
    page,
    visitIsClean,
  }) => {
    // C3 is inside the grid but has nothing to show: the viewer opens the site's first page instead.
    await page.goto(siteUrl("C3"));
    await waitForViewer(page);
    await expect(viewer.current(page).locator(".mk-headline")).toHaveText(demo.ja.hero);
    await expect(page).toHaveURL(addressOf("A1"));

    // A tab opens its category at the top (redirection on: its first page with an image or lock).
    await viewer.tab(page, demo.ja.categories[2]).click();
    await expect(page).toHaveURL(addressOf("C1"));
    await expect(viewer.tab(page, demo.ja.categories[2])).toHaveAttribute("aria-current", "page");
    visitIsClean();
  });

  test("offers register and login on the members-only page, keeping the visitor's query", async ({
    page,
    leavePrompts,
  }) => {
    await page.goto(siteUrl("C1", "utm_source=ad"));
    const lock = viewer.current(page);
    await expect(lock.getByRole("heading", { name: viewerText.lockedTitle })).toBeVisible();
    await expect(lock.getByRole("link", { name: viewerText.continue })).toHaveAttribute(
      "href",
      `${demoSitePath}/register?utm_source=ad`,
    );
    const login = lock.getByRole("link", { name: viewerText.login, exact: true });
    await expect(login).toHaveAttribute("href", `${demoSitePath}/login?utm_source=ad`);
    // Nothing of the page shows behind the lock.
    await expect(lock.locator(".mk-headline")).toHaveCount(0);

    await waitForViewer(page);
    await login.click();
    // The login page itself is tested in member-pages.spec.ts; here, the path the lock leads to.
    await expect(page).toHaveURL(addressOf("login", "utm_source=ad"));
    // The viewer's own navigation does not ask "leave this site?".
    expect(leavePrompts).toEqual([]);
  });

  test("counts the popup CTA down and closes its items with their close buttons", async ({
    page,
    hasTouch,
    visitIsClean,
  }) => {
    await page.goto(siteUrl("A1"));
    await waitForViewer(page);
    const timeLimit = viewer.popupItem(page, demo.popup.timeLimit);
    const applicantLimit = viewer.popupItem(page, demo.popup.applicantLimit);
    // Ends about 3 days 5 hours after the seed: over 72 hours shows days, rounded down.
    await expect(timeLimit.locator(".mk-popup-countdown")).toHaveText("残り3日");
    await expect(applicantLimit).toBeVisible();
    // While the popup is open, the page's social and company row steps aside.
    const company = viewer.current(page).getByRole("button", { name: "会社情報" });
    await expect(company).toHaveCount(0);

    await timeLimit.getByRole("button", { name: viewerText.close }).click();
    await expect(timeLimit).toHaveCount(0);
    await expect(applicantLimit).toBeVisible();
    await applicantLimit.getByRole("button", { name: viewerText.close }).click();
    await expect(page.locator(".mk-popup")).toHaveCount(0);
    await expect(company).toBeVisible();

    // Closed items stay closed on the next page, which also offers the popup.
    await move(page, "down", hasTouch);
    await expect(page).toHaveURL(addressOf("A2"));
    await expect(viewer.current(page).getByRole("button", { name: "会社情報" })).toBeVisible();
    await expect(page.locator(".mk-popup")).toHaveCount(0);
    visitIsClean();
  });

  test("opens external links in a new tab with site_id, page_id and the visitor's query", async ({
    page,
    context,
    visitIsClean,
  }) => {
    await stubExternalSites(context);
    await page.goto(siteUrl("A3", "utm_source=ad"));
    await waitForViewer(page);
    const ids = await pageIds(page);

    const opened = context.waitForEvent("page");
    await viewer.current(page).getByRole("button", { name: demo.ja.external }).click();
    const tab = await opened;
    await tab.waitForLoadState("domcontentloaded");
    const url = new URL(tab.url());
    expect(`${url.origin}${url.pathname}`).toBe("https://example.com/");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      site_id: demoSiteId,
      page_id: ids.A3,
      utm_source: "ad",
    });
    await tab.close();

    // The applicant-limited popup links out too, naming itself as well.
    const gift = viewer.popupItem(page, demo.popup.applicantLimit);
    const popupOpened = context.waitForEvent("page");
    const counted = page.waitForResponse((r) => /\/api\/v1\/end-user\/popup\/[^/]+\/click$/.test(r.url()));
    await gift.locator(".mk-popup-main").click();
    const popupTab = await popupOpened;
    // The applicant count goes up (the limit is 100).
    expect((await counted).status()).toBe(200);
    expect(((await (await counted).json()) as { count: number }).count).toBeGreaterThanOrEqual(1);
    await popupTab.waitForLoadState("domcontentloaded");
    const popupUrl = new URL(popupTab.url());
    expect(`${popupUrl.origin}${popupUrl.pathname}`).toBe("https://example.com/gift");
    expect(popupUrl.searchParams.get("site_id")).toBe(demoSiteId);
    expect(popupUrl.searchParams.get("page_id")).toBe(ids.A3);
    expect(popupUrl.searchParams.get("popup_id")).toBeTruthy();
    expect(popupUrl.searchParams.get("utm_source")).toBe("ad");
    await popupTab.close();

    // The visitor stays where they were.
    await expect(page).toHaveURL(addressOf("A3", "utm_source=ad"));
    visitIsClean();
  });

  test("switches from Japanese to English at the same page", async ({ page, hasTouch, visitIsClean }) => {
    await page.goto(siteUrl("A2"));
    await waitForViewer(page);
    await expect(viewer.current(page).locator(".mk-headline")).toHaveText(demo.ja.products);

    await page.getByRole("combobox", { name: viewerText.language }).selectOption("en");
    await expect(page).toHaveURL(addressOf("EN/A2"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(viewer.current(page).locator(".mk-headline")).toHaveText(demo.en.products);
    await expect(page.locator(".mk-tabs button")).toHaveText([...demo.en.categories]);
    await expect(viewer.counter(page)).toHaveText("2 / 3");

    // Moving on keeps the English segment in the address.
    await waitForViewer(page);
    await move(page, "up", hasTouch);
    await expect(viewer.current(page).locator(".mk-headline")).toHaveText(demo.en.hero);
    await expect(page).toHaveURL(addressOf("EN/A1"));
    visitIsClean();
  });

  test("shows the campaign panels beside the page only on a wide non-PC view", async ({
    page,
    isMobile,
    visitIsClean,
  }) => {
    // The campaign button pulses forever unless the visitor asks for less motion; still, a button
    // Playwright can click.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(siteUrl("A1"));
    await waitForViewer(page);
    const panels = viewer.campaignPanels(page);
    if (isMobile) {
      // The popup CTA comes when the browser is idle, long after the panels would have.
      await expect(viewer.popupItem(page, demo.popup.applicantLimit)).toBeVisible();
      await expect(panels).toHaveCount(0);
      visitIsClean();
      return;
    }
    // positionLp center: a left panel with the banner, a right one with the button and the link area.
    await expect(
      page.locator(".mk-campaign--left").getByRole("button", { name: demo.campaign.name }),
    ).toBeVisible();
    await expect(
      page.locator(".mk-campaign--right").getByRole("button", { name: demo.campaign.button }),
    ).toBeVisible();
    await expect(panels).toHaveCount(2);

    // The campaign button jumps to page 2 of the current category, and the click is counted.
    const counted = page.waitForResponse((r) => /\/api\/v1\/end-user\/campaign\/[^/]+\/click$/.test(r.url()));
    await page.getByRole("button", { name: demo.campaign.button }).click();
    expect((await counted).status()).toBe(200);
    await expect(page).toHaveURL(addressOf("A2"));
    await expect(viewer.counter(page)).toHaveText("2 / 3");

    // Below the PC layout width (1024 px) the panels leave.
    await page.setViewportSize({ width: 1000, height: 720 });
    await expect(panels).toHaveCount(0);
    visitIsClean();
  });
});

test.describe("public viewer without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("paints the first page from the server's HTML alone", async ({ page }) => {
    await page.goto(siteUrl());
    const first = viewer.current(page);
    await expect(first.locator(".mk-headline")).toHaveText(demo.ja.hero);
    const image = first.getByRole("img", { name: demo.ja.hero });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(viewer.counter(page)).toHaveText("1 / 3");
    await expect(page.locator(".mk-tabs button")).toHaveText([...demo.ja.categories]);
  });
});
