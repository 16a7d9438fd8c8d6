import { addDays, jstDay } from "@mekuri/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { api, bearer, createAccount, useTestApp } from "../../testing/test-app.ts";
import { tenant } from "../sites/site-test-helpers.ts";
import { type PublishedTestSite, publishedSite } from "./analytics-test-helpers.ts";
import { seedDemoTraffic } from "./demo-traffic.ts";
import { rollUp } from "./rollup-job.ts";

const ctx = useTestApp();
let token: string;
let site: PublishedTestSite;
let seeded: Awaited<ReturnType<typeof seedDemoTraffic>>;
const today = jstDay(new Date());
const from = addDays(today, -60);

const figures = async (path: string) =>
  (
    await ctx.app.inject({
      method: "GET",
      url: api(`/analysis/site/${site.id}/${path}?from=${from}&to=${today}`),
      headers: bearer(token),
    })
  ).json();

beforeAll(async () => {
  const root = await createAccount(ctx, { kind: "master" });
  token = (await tenant(ctx, { parent: root, plan: "pro-multilingual" })).token;
  site = await publishedSite(ctx, token, { name: "Demo", columns: 2, rows: 5 });
  seeded = await seedDemoTraffic(ctx.database.db, site.id);
});

describe("the demo's analytics history", () => {
  it("fills 60 days and today through the real encoding and rollup", async () => {
    expect(seeded.events).toBeGreaterThan(20_000);
    expect(seeded.siteDays).toBeGreaterThanOrEqual(60);
    const chart = await figures("lp/chart");
    expect(chart.days).toHaveLength(61);
    expect(chart.days.slice(0, 60).every((day: { sessions: number }) => day.sessions > 0)).toBe(true);
  });

  it("gives every part of the screen non-empty figures", async () => {
    const lp = await figures("lp");
    expect(lp.current.sessions).toBeGreaterThan(2000);
    expect(lp.current.conversions).toBeGreaterThan(0);
    expect(lp.current.median_dwell_ms).toBeGreaterThan(1000);
    expect(lp.sources.map((row: { source: string }) => row.source)).toContain("instagram");
    const pages = await figures("pages");
    expect(pages.pages.every((page: { visitors: number }) => page.visitors > 0)).toBe(true);
    // A page's views and clicks count once per visit (decision 151): never more than its visitors.
    for (const page of pages.pages as { visitors: number; views: number; cta_clicks: number }[]) {
      expect(page.views).toBeLessThanOrEqual(page.visitors);
      expect(page.cta_clicks).toBeLessThanOrEqual(page.visitors);
    }
    const ranking = await figures("ranking");
    expect(ranking.ctas.length).toBeGreaterThan(0);
    expect(ranking.conversions.length).toBeGreaterThan(0);
    expect((await figures("flow")).moves.length).toBeGreaterThan(0);
  });

  it("is already rolled up: the job's next run changes nothing", async () => {
    const before = await figures("pages");
    await rollUp(ctx.database.db);
    expect(await figures("pages")).toEqual(before);
  });
});
