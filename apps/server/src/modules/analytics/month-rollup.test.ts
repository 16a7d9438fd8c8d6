import { addDays, jstDay, type Period } from "@mekuri/domain";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/database/query-rows.ts";
import { createAccount, useTestApp } from "../../testing/test-app.ts";
import { tenant } from "../sites/site-test-helpers.ts";
import { PostgresAnalysisReads } from "./analysis-store.ts";
import { type PublishedTestSite, publishedSite } from "./analytics-test-helpers.ts";
import { seedDemoTraffic } from "./demo-traffic.ts";
import { rollUpDays } from "./rollup-job.ts";
import { anyDevice, anyLanguage } from "./site-day-rollup.ts";

const ctx = useTestApp();
let site: PublishedTestSite;
const today = jstDay(new Date());

/** The same figures summed from the daily rows alone, as the analysis read them before months. */
async function fromDays(period: Period, lang?: string) {
  const pages = await queryRows<Record<string, unknown>>(
    ctx.database.db,
    sql`select page_id as "pageId", sum(visitors)::int as "visitors", sum(views)::int as "views",
      sum(exits)::int as "exits", sum(cta_clicks)::int as "ctaClicks", sum(link_clicks)::int as "linkClicks",
      sum(product_clicks)::int as "productClicks", sum(popup_clicks)::int as "popupClicks",
      sum(conversions)::int as "conversions"
      from analytics_page_daily where site_id = ${site.id} and day between ${period.from} and ${period.to}
      and (${lang ?? null}::text is null or lang = ${lang ?? null}) group by page_id`,
  );
  const dwell = await queryRows<Record<string, unknown>>(
    ctx.database.db,
    sql`select page_id as "key", bucket::int as "bucket", sum(count)::int as "count" from analytics_dwell_daily
      where site_id = ${site.id} and day between ${period.from} and ${period.to}
      and lang = ${lang ?? anyLanguage} and device = ${anyDevice} group by 1, 2`,
  );
  return { pages, dwell };
}

async function fromStore(period: Period, lang?: string) {
  const store = new PostgresAnalysisReads(ctx.database.db);
  const filter = { siteId: site.id, ...period, today, lang };
  return { pages: await store.pages(filter), dwell: await store.dwell(filter, "page") };
}

const sorted = <T extends Record<string, unknown>>(rows: T[]) =>
  [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

beforeAll(async () => {
  const root = await createAccount(ctx, { kind: "master" });
  const { token } = await tenant(ctx, { parent: root, plan: "pro-multilingual" });
  site = await publishedSite(ctx, token, { name: "Months", columns: 2, rows: 5 });
  // 40 days of history: the first period below reads at least one month whole from the monthly rows.
  await seedDemoTraffic(ctx.database.db, site.id, new Date(), 40);
});

describe("per-page figures read from monthly rollups", () => {
  it("equal the sums of the daily rows for periods across, inside and ending in months", async () => {
    const periods: Period[] = [
      { from: addDays(today, -60), to: today },
      { from: addDays(today, -45), to: addDays(today, -20) },
      { from: `${addDays(today, -40).slice(0, 7)}-01`, to: today },
      { from: addDays(today, -3), to: addDays(today, 5) },
    ];
    for (const period of periods) {
      for (const lang of [undefined, "en"]) {
        const expected = await fromDays(period, lang);
        const actual = await fromStore(period, lang);
        expect(sorted(actual.pages as unknown as Record<string, unknown>[])).toEqual(sorted(expected.pages));
        expect(sorted(actual.dwell as unknown as Record<string, unknown>[])).toEqual(sorted(expected.dwell));
      }
    }
  });

  it("stay equal to their days when days are rolled up again, counting nothing twice", async () => {
    const days = [addDays(today, -50), addDays(today, -10), today];
    const period = { from: addDays(today, -60), to: today };
    const before = await fromStore(period);
    await rollUpDays(ctx.database.db, site.id, days);
    await rollUpDays(ctx.database.db, site.id, days);
    const after = await fromStore(period);
    expect(sorted(after.pages as unknown as Record<string, unknown>[])).toEqual(
      sorted(before.pages as unknown as Record<string, unknown>[]),
    );
    const [mismatch] = await queryRows<{ rows: number }>(
      ctx.database.db,
      sql`select count(*)::int as rows from (
        (select month, lang, device, page_id, bucket, count from analytics_dwell_monthly where site_id = ${site.id}
         except
         select date_trunc('month', day)::date, lang, device, page_id, bucket, sum(count)::int
         from analytics_dwell_daily where site_id = ${site.id} group by 1, 2, 3, 4, 5)
        union all
        (select date_trunc('month', day)::date, lang, device, page_id, bucket, sum(count)::int
         from analytics_dwell_daily where site_id = ${site.id} group by 1, 2, 3, 4, 5
         except
         select month, lang, device, page_id, bucket, count from analytics_dwell_monthly where site_id = ${site.id})
      ) m`,
    );
    expect(mismatch!.rows).toBe(0);
  });
});
