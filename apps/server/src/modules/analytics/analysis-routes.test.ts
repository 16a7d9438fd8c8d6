import { addDays, jstDay } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../../platform/database/schema/index.ts";
import { api, bearer, createAccount, useTestApp } from "../../testing/test-app.ts";
import { tenant } from "../sites/site-test-helpers.ts";
import {
  flushAndRollUp,
  type PublishedTestSite,
  publishedSite,
  sendEvents,
} from "./analytics-test-helpers.ts";
import { analyticsTestStores } from "./analytics-test-stores.ts";

const today = jstDay(new Date());

describe.each(analyticsTestStores)("analytics on $name", ({ create }) => {
  const ctx = useTestApp({ analytics: create });
  type Tenant = Awaited<ReturnType<typeof tenant>>;
  let owner: Tenant;
  let light: Tenant;
  let stranger: Tenant;
  let site: PublishedTestSite;
  let small: PublishedTestSite;
  let lightSite: PublishedTestSite;

  const get = (token: string, path: string) =>
    ctx.app.inject({ method: "GET", url: api(path), headers: { ...bearer(token), "accept-language": "en" } });
  const analysis = (path: string, query = `from=${today}&to=${today}`) =>
    get(owner.token, `/analysis/site/${site.id}/${path}?${query}`);

  beforeAll(async () => {
    const root = await createAccount(ctx, { kind: "master" });
    owner = await tenant(ctx, { parent: root, plan: "pro-multilingual" });
    light = await tenant(ctx, { parent: root, plan: "light" });
    stranger = await tenant(ctx, { parent: root, plan: "pro" });
    site = await publishedSite(ctx, owner.token, { name: "分析サイト", columns: 2, rows: 5 });
    small = await publishedSite(ctx, owner.token, { name: "Small", columns: 1, rows: 2 });
    lightSite = await publishedSite(ctx, light.token, {
      name: "Light",
      columns: 1,
      rows: 1,
      multilingual: false,
    });

    const base = Date.now() - 60_000;
    let tick = 0;
    const event = (type: string, session: string, lang: string, fields: object) => ({
      type,
      site_id: site.id,
      session_id: session,
      lang,
      occurred_at: base + tick++,
      ...fields,
    });
    const { A1, A2, B1, B2 } = site.pages as Record<string, string>;
    // s1: lands on A1 from Instagram on a phone, taps 25 times, clicks the converting CTA twice (one
    // click and one conversion: decision 151), reads A2 and leaves.
    const s1 = [
      event("page_view", "s1", "ja", {
        page_id: A1,
        device: "phone",
        referrer_host: "www.google.com",
        utm_source: "instagram",
      }),
      event("slide_page", "s1", "ja", { page_id: A1 }),
      ...Array.from({ length: 25 }, () => event("tap", "s1", "ja", { page_id: A1, x: 500, y: 500 })),
      event("click_cta_btn", "s1", "ja", { page_id: A1, target_id: site.conversionButton }),
      event("click_cta_btn", "s1", "ja", { page_id: A1, target_id: site.conversionButton }),
      event("page_engagement", "s1", "ja", { page_id: A1, duration_ms: 3000 }),
      event("slide_page", "s1", "ja", { page_id: A2 }),
      event("page_engagement", "s1", "ja", { page_id: A2, duration_ms: 10_000 }),
    ];
    // Malformed events in the same batch are refused one by one.
    const bad = [
      event("tap", "s1", "ja", { page_id: A1, x: 1001, y: 5 }),
      event("tap", "s1", "ja", { page_id: A1, y: 5 }),
      event("page_engagement", "s1", "ja", { page_id: A2, duration_ms: -5 }),
      event("page_engagement", "s1", "ja", { page_id: A2, duration_ms: 1_800_001 }),
    ];
    expect(await sendEvents(ctx, [...s1.slice(0, 20), ...bad])).toEqual({ accepted: 20, rejected: 4 });
    expect(await sendEvents(ctx, s1.slice(20))).toEqual({ accepted: s1.length - 20, rejected: 0 });
    // s2: lands on A1 directly on a desktop, stays 5 s and leaves.
    await sendEvents(ctx, [
      event("page_view", "s2", "ja", { page_id: A1, device: "desktop" }),
      event("slide_page", "s2", "ja", { page_id: A1 }),
      event("page_engagement", "s2", "ja", { page_id: A1, duration_ms: 5000 }),
    ]);
    // s3: English, a tablet from a news site: B1, down to B2, a link click, back up to B1 (a move, not
    // a second view of B1), leaves.
    await sendEvents(ctx, [
      event("page_view", "s3", "en", { page_id: B1, device: "tablet", referrer_host: "news.example.com" }),
      event("slide_page", "s3", "en", { page_id: B1 }),
      event("slide_page", "s3", "en", { page_id: B2 }),
      event("click_link_cta", "s3", "en", { page_id: B2, target_id: "link-1" }),
      event("slide_page", "s3", "en", { page_id: B1 }),
    ]);
    await flushAndRollUp(ctx);
  });

  describe("the analysis calls answer from the rollups of events sent through the ingestion endpoint", () => {
    it("sums the LP figures, the funnel, the entry sources and the devices", async () => {
      const response = await analysis("lp");
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.site_name).toBe("分析サイト");
      expect(body.current).toEqual({
        sessions: 3,
        page_views: 5,
        pages_per_session: 1.67,
        converted_sessions: 1,
        conversions: 1,
        conversion_rate: 0.3333,
        // 3 s, 5 s and 10 s: the median's bucket [4757, 5657) ms read at its geometric middle.
        median_dwell_ms: 5187,
      });
      expect(body.previous).toMatchObject({
        sessions: 0,
        page_views: 0,
        conversion_rate: null,
        median_dwell_ms: null,
      });
      expect(body.funnel).toEqual([
        { step: "entered", sessions: 3, of_entered: 1, of_previous: null },
        { step: "swiped", sessions: 2, of_entered: 0.6667, of_previous: 0.6667 },
        { step: "clicked", sessions: 2, of_entered: 0.6667, of_previous: 1 },
        { step: "converted", sessions: 1, of_entered: 0.3333, of_previous: 0.5 },
      ]);
      expect(body.sources).toEqual([
        { source: "direct", sessions: 1, converted_sessions: 0 },
        { source: "instagram", sessions: 1, converted_sessions: 1 },
        { source: "news.example.com", sessions: 1, converted_sessions: 0 },
      ]);
      expect(body.devices).toEqual([
        { device: "desktop", sessions: 1 },
        { device: "phone", sessions: 1 },
        { device: "tablet", sessions: 1 },
      ]);
    });

    it("gives per page reach, exits, exit rate, dwell median and p90, clicks and conversions in grid order", async () => {
      const body = (await analysis("pages")).json();
      expect(body.pages).toHaveLength(10);
      const byPosition = Object.fromEntries(
        body.pages.map((page: { position: string }) => [page.position, page]),
      );
      expect(byPosition.A1).toMatchObject({
        visitors: 2,
        views: 2,
        exits: 1,
        exit_rate: 0.5,
        dwell_median_ms: 3084,
        dwell_p90_ms: 5187,
        cta_clicks: 1,
        conversions: 1,
      });
      expect(byPosition.A2).toMatchObject({
        visitors: 1,
        views: 1,
        exits: 1,
        exit_rate: 1,
        dwell_median_ms: 10_375,
      });
      expect(byPosition.B1).toMatchObject({
        visitors: 1,
        views: 1,
        exits: 1,
        exit_rate: 1,
        dwell_median_ms: null,
      });
      expect(byPosition.B2).toMatchObject({ visitors: 1, views: 1, exits: 0, exit_rate: 0, link_clicks: 1 });
      expect(byPosition.A3).toMatchObject({ visitors: 0, exit_rate: null });
      expect(body.pages.map((page: { position: string }) => page.position).slice(0, 6)).toEqual([
        "A1",
        "A2",
        "A3",
        "A4",
        "A5",
        "B1",
      ]);
    });

    it("charts each day of the period, days without visits included", async () => {
      const from = new Date(Date.parse(`${today}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
      const body = (await analysis("lp/chart", `from=${from}&to=${today}`)).json();
      expect(body.days.map((day: { sessions: number }) => day.sessions)).toEqual([0, 0, 3]);
      expect(body.days[2]).toMatchObject({ day: today, page_views: 5, conversions: 1 });
    });

    it("counts at most 20 taps per page and visit in the 50 × 50 grid", async () => {
      const body = (await analysis("taps", `from=${today}&to=${today}&page=${site.pages.A1}`)).json();
      expect(body).toMatchObject({ grid: 50, total: 20, cells: [{ x: 25, y: 25, taps: 20 }] });
    });

    it("tells which page visitors went to next and in which direction", async () => {
      const body = (await analysis("flow")).json();
      expect(body.moves).toHaveLength(3);
      expect(body.moves).toEqual(
        expect.arrayContaining([
          { from: site.pages.A1, to: site.pages.A2, direction: "down", moves: 1 },
          { from: site.pages.B1, to: site.pages.B2, direction: "down", moves: 1 },
          { from: site.pages.B2, to: site.pages.B1, direction: "up", moves: 1 },
        ]),
      );
    });

    it("ranks conversions and CTA clicks by the buttons' names", async () => {
      const body = (await analysis("ranking")).json();
      const cta = {
        id: site.conversionButton,
        kind: "cta",
        label: "Contact us",
        page_id: site.pages.A1,
        position: "A1",
        clicks: 1,
        conversions: 1,
      };
      expect(body.conversions).toEqual([cta]);
      expect(body.ctas).toEqual([cta]);
      expect(body.popups).toEqual([]);
    });

    it("filters by language and by device", async () => {
      const english = (await analysis("lp", `from=${today}&to=${today}&lang=en`)).json();
      expect(english.current).toMatchObject({ sessions: 1, page_views: 2, conversions: 0 });
      const phones = (await analysis("lp", `from=${today}&to=${today}&device=phone`)).json();
      expect(phones.current).toMatchObject({ sessions: 1, page_views: 2, conversions: 1 });
      const englishFlow = (await analysis("flow", `from=${today}&to=${today}&lang=en`)).json();
      expect(englishFlow.moves).toHaveLength(2);
      // Dwell percentiles read the filtered slice of the histogram: s2's 5 s alone on a desktop.
      const desktop = (await analysis("lp", `from=${today}&to=${today}&device=desktop`)).json();
      expect(desktop.current.median_dwell_ms).toBe(5187);
      const phonePages = (await analysis("pages", `from=${today}&to=${today}&device=phone&lang=ja`)).json();
      expect(phonePages.pages[0]).toMatchObject({
        position: "A1",
        dwell_median_ms: 3084,
        dwell_p90_ms: 3084,
      });
      const englishPages = (await analysis("pages", `from=${today}&to=${today}&lang=en`)).json();
      expect(englishPages.pages[0]).toMatchObject({ position: "A1", dwell_median_ms: null });
    });

    it("changes nothing when the rollup runs again, and looks back only briefly behind its watermark", async () => {
      const before = (await analysis("pages")).json();
      // Within the look-back the day is rewritten whole again: the same numbers, nothing counted twice.
      expect((await ctx.app.analytics.rollUp()).siteDays).toBe(1);
      expect((await analysis("pages")).json()).toEqual(before);
      expect((await ctx.app.analytics.rollUp(new Date(Date.now() + 3_600_000))).siteDays).toBe(1);
      expect((await ctx.app.analytics.rollUp(new Date(Date.now() + 7_200_000))).siteDays).toBe(0);
      expect((await analysis("pages")).json()).toEqual(before);
    });
  });

  describe("monthly page views from the rollups", () => {
    it("shows each site's page views of the month on the site list", async () => {
      const list = (await get(owner.token, "/site?size=100")).json();
      const views = Object.fromEntries(
        list.items.map((item: { id: string; page_views_this_month: number }) => [
          item.id,
          item.page_views_this_month,
        ]),
      );
      expect(views).toEqual({ [site.id]: 5, [small.id]: 0 });
    });

    it("sets the account's page views against its plan's limit on the plan confirmation", async () => {
      const plan = (await get(owner.token, "/user-plan")).json();
      expect(plan.page_views).toEqual({
        month: today.slice(0, 7),
        page_views: 5,
        limit: plan.current.limit_access,
        overage: 0,
        overage_charge: 0,
      });
    });
  });

  describe("the CSV exports", () => {
    it("opens as UTF-8 with a BOM, headers in the caller's language", async () => {
      const response = await ctx.app.inject({
        method: "GET",
        url: api(`/analysis/site/${site.id}/page/export?from=${today}&to=${today}`),
        headers: { ...bearer(owner.token), "accept-language": "ja" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = response.body.replace(/^\uFEFF/, "").split("\r\n");
      expect(lines[0]).toBe(
        "位置,カテゴリ,ページ,到達数,閲覧数,離脱数,離脱率（%）,滞在時間中央値（秒）,滞在時間p90（秒）,CTAクリック数,リンククリック数,商品クリック数,ポップアップクリック数,CV数",
      );
      expect(lines[1]).toMatch(/^A1,.*,2,2,1,50,3.1,5.2,1,0,0,0,1$/);
    });

    it("exports the daily LP figures and the rankings", async () => {
      const lp = await get(owner.token, `/analysis/site/${site.id}/lp/export?from=${today}&to=${today}`);
      expect(lp.body.split("\r\n")[1]).toBe(`${today},3,5,1.67,1,1,33.33,5.2`);
      const ranking = await get(
        owner.token,
        `/analysis/site/${site.id}/ranking/export?from=${today}&to=${today}`,
      );
      expect(ranking.body.split("\r\n").slice(1, 3)).toEqual([
        "CV ranking,1,CTA button,Contact us,A1,1,1",
        "CTA ranking,1,CTA button,Contact us,A1,1,1",
      ]);
    });
  });

  describe("rules, access and bad input", () => {
    it("refuses a period that ends before it starts, is over 13 months or starts after today, naming the field", async () => {
      const cases: [string, string, string][] = [
        ["from=2026-02-01&to=2026-01-31", "to", "The end of the period must not be before its start."],
        ["from=2024-01-01&to=2025-02-01", "to", "The period can be at most 13 months long."],
        ["from=2999-01-01&to=2999-01-02", "from", "The period must not start after today."],
        ["from=2026-13-01&to=2026-12-01", "from", "Enter the date as YYYY-MM-DD."],
        ["lang=zh", "lang", "The site has no pages in this language."],
        ["lang=xx", "lang", "Choose one of the site's languages."],
        ["device=watch", "device", "Choose phone, tablet or desktop."],
      ];
      for (const [query, path, message] of cases) {
        const response = await analysis("lp", query);
        expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
        expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: [{ path, message }] });
      }
    });

    it("refuses rankings of a site under 10 pages with a clear message", async () => {
      const response = await get(owner.token, `/analysis/site/${small.id}/ranking`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: "VALIDATION_ERROR",
        message: "Rankings need a site of at least 10 pages.",
      });
    });

    it("answers 404 for another tree's site and an unknown one, 403 for a plan without analytics, 401 without login", async () => {
      expect((await get(stranger.token, `/analysis/site/${site.id}/lp`)).statusCode).toBe(404);
      expect(
        (await get(owner.token, "/analysis/site/00000000-0000-4000-8000-000000000000/pages")).statusCode,
      ).toBe(404);
      const locked = await get(light.token, `/analysis/site/${lightSite.id}/lp`);
      expect(locked.statusCode).toBe(403);
      expect(locked.json().code).toBe("PLAN_LIMIT");
      const anonymous = await ctx.app.inject({ method: "GET", url: api(`/analysis/site/${site.id}/lp`) });
      expect(anonymous.statusCode).toBe(401);
    });

    it("keeps the analytics of an unpublished site readable, and of one whose owner's contract ended", async () => {
      await ctx.app.inject({
        method: "PUT",
        url: api(`/site/${site.id}/publish`),
        headers: bearer(owner.token),
        payload: { visibility: "private" },
      });
      expect((await analysis("lp")).json().current.sessions).toBe(3);
      // An ended contract keeps its sites private (admin.md §4): their figures stay readable.
      await ctx.database.db
        .update(accounts)
        .set({ contractEndDate: addDays(today, -1) })
        .where(eq(accounts.id, owner.account.id));
      const ended = await analysis("lp");
      expect(ended.statusCode, ended.body).toBe(200);
      expect(ended.json().current.sessions).toBe(3);
    });
  });
});
