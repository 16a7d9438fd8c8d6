import { jstDay } from "@mekuri/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { api, bearer, createAccount, useTestApp } from "../../testing/test-app.ts";
import { tenant } from "../sites/site-test-helpers.ts";
import {
  eagerVisit,
  flushAndRollUp,
  type PublishedTestSite,
  publishedSite,
  sendEvents,
} from "./analytics-test-helpers.ts";
import { analyticsTestStores } from "./analytics-test-stores.ts";

const today = jstDay(new Date());

describe.each(analyticsTestStores)("counting once per session on $name", ({ create }) => {
  const ctx = useTestApp({ analytics: create });
  let token: string;
  let oneVisit: PublishedTestSite;
  let twoVisits: PublishedTestSite;

  const figures = async (of: PublishedTestSite, path: string) =>
    (
      await ctx.app.inject({
        method: "GET",
        url: api(`/analysis/site/${of.id}/${path}?from=${today}&to=${today}`),
        headers: bearer(token),
      })
    ).json();

  beforeAll(async () => {
    const root = await createAccount(ctx, { kind: "master" });
    token = (await tenant(ctx, { parent: root, plan: "pro-multilingual" })).token;
    oneVisit = await publishedSite(ctx, token, { name: "One visit", columns: 1, rows: 2 });
    twoVisits = await publishedSite(ctx, token, { name: "Two visits", columns: 1, rows: 2 });
    const now = Date.now() - 60_000;
    await sendEvents(ctx, eagerVisit(oneVisit, "eager", now));
    await sendEvents(ctx, [
      ...eagerVisit(twoVisits, "first", now),
      ...eagerVisit(twoVisits, "second", now + 100),
    ]);
    await flushAndRollUp(ctx);
  });

  it("counts a session's repeated views, CTA taps and their conversions once", async () => {
    expect((await figures(oneVisit, "lp")).current).toMatchObject({
      sessions: 1,
      page_views: 2,
      conversions: 1,
      converted_sessions: 1,
    });
    const pages = (await figures(oneVisit, "pages")).pages;
    expect(pages[0]).toMatchObject({ position: "A1", views: 1, cta_clicks: 1, conversions: 1 });
    expect(pages[1]).toMatchObject({ position: "A2", views: 1, cta_clicks: 0, conversions: 0 });
  });

  it("counts the same taps and views of two sessions twice", async () => {
    expect((await figures(twoVisits, "lp")).current).toMatchObject({
      sessions: 2,
      page_views: 4,
      conversions: 2,
      converted_sessions: 2,
    });
    const pages = (await figures(twoVisits, "pages")).pages;
    expect(pages[0]).toMatchObject({ position: "A1", views: 2, cta_clicks: 2, conversions: 2 });
    expect(pages[1]).toMatchObject({ position: "A2", views: 2, cta_clicks: 0, conversions: 0 });
  });

  it("leaves the figures as they are when the rollup runs again", async () => {
    await flushAndRollUp(ctx);
    expect((await figures(oneVisit, "lp")).current).toMatchObject({ page_views: 2, conversions: 1 });
    expect((await figures(twoVisits, "pages")).pages[0]).toMatchObject({ views: 2, cta_clicks: 2 });
  });
});
