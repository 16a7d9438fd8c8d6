import { jstDay } from "@mekuri/domain";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/database/query-rows.ts";
import { api, bearer, createAccount, useTestApp } from "../../testing/test-app.ts";
import { sitePageViewsThisMonth } from "../plans/monthly-page-views.ts";
import { tenant } from "../sites/site-test-helpers.ts";
import {
  eagerVisit,
  flushAndRollUp,
  type PublishedTestSite,
  publishedSite,
  sendEvents,
} from "./analytics-test-helpers.ts";
import { analyticsTestStores } from "./analytics-test-stores.ts";
import { recountPastDays } from "./recount.ts";
import { postgresSiteDays, type SiteDayRollup } from "./rollup-job.ts";

const today = jstDay(new Date());
const inFourteenMonths = () => new Date(Date.now() + 14 * 31 * 86_400_000);

/** The PostgreSQL rollup, dying after it rewrote the first batch's site-days (a crash mid-way). */
const dyingAfterFirstBatch = (): SiteDayRollup => {
  let batches = 0;
  return {
    ...postgresSiteDays,
    async rollUpSiteDays(tx, siteDays) {
      if (++batches > 1) throw new Error("the process died");
      return postgresSiteDays.rollUpSiteDays(tx, siteDays);
    },
  };
};

describe.each(analyticsTestStores)("past days counted again on $name (decision 166)", ({ name, create }) => {
  const ctx = useTestApp({ analytics: create });
  let token: string;
  const sites: PublishedTestSite[] = [];

  /** Turns a site's rows of today back into those of the rollup before decision 151: every event counted. */
  const asRolledUpPerEvent = async (site: PublishedTestSite) => {
    await ctx.database.db.execute(sql`
      update analytics_site_daily set counting = 'event', page_views = 4, conversions = 6
      where site_id = ${site.id} and day = ${today}`);
  };

  const counting = async (site: PublishedTestSite) =>
    (
      await queryRows<{ counting: string }>(
        ctx.database.db,
        sql`select distinct counting from analytics_site_daily where site_id = ${site.id} and day = ${today}`,
      )
    ).map((row) => row.counting);

  const lp = async (site: PublishedTestSite) =>
    (
      await ctx.app.inject({
        method: "GET",
        url: api(`/analysis/site/${site.id}/lp?from=${today}&to=${today}`),
        headers: bearer(token),
      })
    ).json().current;

  const monthlyPageViews = async (site: PublishedTestSite) =>
    (await sitePageViewsThisMonth(ctx.database.db, [site.id])).get(site.id);

  beforeAll(async () => {
    const root = await createAccount(ctx, { kind: "master" });
    token = (await tenant(ctx, { parent: root, plan: "pro-multilingual" })).token;
    const now = Date.now() - 60_000;
    for (const index of [0, 1, 2]) {
      const site = await publishedSite(ctx, token, { name: `Upgraded ${index}`, columns: 1, rows: 2 });
      await sendEvents(ctx, eagerVisit(site, `visit-${index}`, now));
      sites.push(site);
    }
    await flushAndRollUp(ctx);
  });

  it("rolls up again the days counted per event, so their figures and monthly page views are per visit", async () => {
    const [site] = sites as [PublishedTestSite];
    await asRolledUpPerEvent(site);
    expect(await monthlyPageViews(site)).toBe(4);

    expect(await ctx.app.analytics.recountPastDays()).toMatchObject({ recounted: 1, kept: 0 });
    expect(await counting(site)).toEqual(["session"]);
    expect(await lp(site)).toMatchObject({ sessions: 1, page_views: 2, conversions: 1 });
    expect(await monthlyPageViews(site)).toBe(2);
  });

  it("finds nothing to do once every past day is counted again", async () => {
    expect(await ctx.app.analytics.recountPastDays()).toEqual({ recounted: 0, kept: 0, events: 0 });
    expect(await counting(sites[0]!)).toEqual(["session"]);
  });

  it("keeps a day whose raw events are past the retention as it was, and does not try it again", async () => {
    const site = sites[1]!;
    await asRolledUpPerEvent(site);
    expect(await ctx.app.analytics.recountPastDays(inFourteenMonths())).toMatchObject({
      recounted: 0,
      kept: 1,
    });
    expect(await counting(site)).toEqual(["event-kept"]);
    expect(await monthlyPageViews(site)).toBe(4);
    expect(await ctx.app.analytics.recountPastDays()).toMatchObject({ recounted: 0, kept: 0 });
    expect(await monthlyPageViews(site)).toBe(4);
  });

  it.runIf(name === "PostgreSQL")(
    "leaves the days of a batch that dies as they were, and the next run counts them",
    async () => {
      const [first, , third] = sites as [PublishedTestSite, PublishedTestSite, PublishedTestSite];
      await asRolledUpPerEvent(first);
      await asRolledUpPerEvent(third);
      await expect(
        recountPastDays(ctx.database.db, dyingAfterFirstBatch(), new Date(), { batch: 1 }),
      ).rejects.toThrow("the process died");
      // One batch was committed before the crash: one site is done, the other waits with its old rows.
      const done = [await monthlyPageViews(first), await monthlyPageViews(third)].sort();
      expect(done).toEqual([2, 4]);

      expect(await ctx.app.analytics.recountPastDays()).toMatchObject({ recounted: 1, kept: 0 });
      expect(await monthlyPageViews(first)).toBe(2);
      expect(await monthlyPageViews(third)).toBe(2);
      expect([...(await counting(first)), ...(await counting(third))]).toEqual(["session", "session"]);
    },
  );
});
