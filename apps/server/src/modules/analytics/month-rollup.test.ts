import { addDays, jstDay, jstDayStart, type Period } from "@mekuri/domain";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../platform/database/query-rows.ts";
import { createAccount, useTestApp } from "../../testing/test-app.ts";
import { tenant } from "../sites/site-test-helpers.ts";
import { PostgresAnalysisReads } from "./analysis-store.ts";
import { type PublishedTestSite, publishedSite } from "./analytics-test-helpers.ts";
import { seedDemoTraffic } from "./demo-traffic.ts";
import { postgresSiteDays, rollUp, rollUpDays, type SiteDayRollup } from "./rollup-job.ts";
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

/** Every rollup row of the site that the analysis reads, in a stable order, to compare states. */
async function figures() {
  const tables = [
    "analytics_site_daily",
    "analytics_page_daily",
    "analytics_dwell_daily",
    "analytics_page_monthly",
    "analytics_dwell_monthly",
  ];
  const all: Record<string, unknown[]> = {};
  for (const table of tables) {
    all[table] = await queryRows(
      ctx.database.db,
      sql`select row from (
          select to_jsonb(t) - 'created_at' - 'updated_at' as row from ${sql.identifier(table)} t
          where site_id = ${site.id}
        ) r order by row::text`,
    );
  }
  return all;
}

/** Where each monthly row version sits: a row written again moves, one left alone stays. */
async function monthRowPlaces() {
  return queryRows<{ place: string }>(
    ctx.database.db,
    sql`select ctid::text || ':' || page_id || ':' || lang || ':' || device || ':' || month as place
      from analytics_page_monthly where site_id = ${site.id}
      union all
      select ctid::text || ':' || page_id || ':' || lang || ':' || device || ':' || month || ':' || bucket
      from analytics_dwell_monthly where site_id = ${site.id} order by 1`,
  );
}

/** Rows of a month that differ from the sum of its days, in either direction (none when equal). */
async function monthsAwayFromDays() {
  const [row] = await queryRows<{ rows: number }>(
    ctx.database.db,
    sql`select count(*)::int as rows from (
      (select month, lang, device, page_id, visitors, views, exits, cta_clicks, link_clicks, product_clicks,
        popup_clicks, conversions from analytics_page_monthly where site_id = ${site.id}
       except
       select date_trunc('month', day)::date, lang, device, page_id, sum(visitors)::int, sum(views)::int,
         sum(exits)::int, sum(cta_clicks)::int, sum(link_clicks)::int, sum(product_clicks)::int,
         sum(popup_clicks)::int, sum(conversions)::int
       from analytics_page_daily where site_id = ${site.id} group by 1, 2, 3, 4)
      union all
      (select date_trunc('month', day)::date, lang, device, page_id, sum(visitors)::int, sum(views)::int,
         sum(exits)::int, sum(cta_clicks)::int, sum(link_clicks)::int, sum(product_clicks)::int,
         sum(popup_clicks)::int, sum(conversions)::int
       from analytics_page_daily where site_id = ${site.id} group by 1, 2, 3, 4
       except
       select month, lang, device, page_id, visitors, views, exits, cta_clicks, link_clicks, product_clicks,
         popup_clicks, conversions from analytics_page_monthly where site_id = ${site.id})
    ) m`,
  );
  return row!.rows;
}

/** One more visit received at `received` (noon JST of `day`): lands on a page, reads it 4 s, swipes on. */
async function addVisit(day: string, session: string, received?: Date) {
  const at = (received ?? new Date(jstDayStart(day).getTime() + 12 * 3_600_000)).toISOString();
  const [first, second] = Object.values(site.pages);
  await ctx.database.db.execute(sql`
    insert into analytics_events (received_at, occurred_at, site_id, type, page_id, lang, session_id, device, duration_ms)
    values (${at}, ${at}, ${site.id}, 'page_view', ${first}, 'ja', ${session}, 'tablet', null),
      (${at}, ${at}::timestamptz + interval '4 seconds', ${site.id}, 'page_engagement', ${first}, 'ja', ${session}, null, 4000),
      (${at}, ${at}::timestamptz + interval '5 seconds', ${site.id}, 'slide_page', ${second}, 'ja', ${session}, null, null)`);
}

/** The PostgreSQL rollup, dying after it rewrote the first of its site-days (a crash mid-way). */
const dyingMidway: SiteDayRollup = {
  ...postgresSiteDays,
  async rollUpSiteDays(tx, siteDays) {
    await postgresSiteDays.rollUpSiteDays(tx, siteDays.slice(0, 1));
    throw new Error("the process died");
  },
};

describe("month rows follow their days by the net change (decision 134)", () => {
  it("are left untouched by a re-run that changes nothing, and equal their days", async () => {
    const days = [addDays(today, -35), addDays(today, -12), addDays(today, -1), today];
    await rollUpDays(ctx.database.db, site.id, days);
    const before = await figures();
    const places = await monthRowPlaces();
    await rollUpDays(ctx.database.db, site.id, days);
    expect(await monthRowPlaces()).toEqual(places);
    expect(await figures()).toEqual(before);
    expect(await monthsAwayFromDays()).toBe(0);
  });

  it("write only the rows a day's new events change, once each", async () => {
    const day = addDays(today, -12);
    const places = await monthRowPlaces();
    await addVisit(day, "late-visit");
    await rollUpDays(ctx.database.db, site.id, [day, day]);
    const moved = (await monthRowPlaces()).filter((row) => !places.some((old) => old.place === row.place));
    // The tablet visit is new in every slice it falls in: its two pages (all figures), their
    // engaged-time buckets (one page read, under each language/device marker): nothing else moves.
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.length).toBeLessThan(places.length / 10);
    expect(await monthsAwayFromDays()).toBe(0);
  });

  it("are as before after a run that dies mid-way, and a run after it counts every event once", async () => {
    const days = [addDays(today, -20), addDays(today, -3)];
    for (const day of days) await addVisit(day, `crash-${day}`);
    const before = await figures();
    await expect(rollUpDays(ctx.database.db, site.id, days, dyingMidway)).rejects.toThrow("the process died");
    expect(await figures()).toEqual(before);

    await rollUpDays(ctx.database.db, site.id, days);
    const rolled = await figures();
    expect(rolled).not.toEqual(before);
    expect(await monthsAwayFromDays()).toBe(0);
    await rollUpDays(ctx.database.db, site.id, days);
    expect(await figures()).toEqual(rolled);
    const [tablet] = await queryRows<{ sessions: number }>(
      ctx.database.db,
      sql`select sum(sessions)::int as sessions from analytics_site_daily
        where site_id = ${site.id} and day = any(${`{${days.join(",")}}`}::date[]) and device = 'tablet'
          and sessions > 0`,
    );
    expect(tablet!.sessions).toBeGreaterThanOrEqual(2);
  });

  it("leave the job's watermark where it was when its run dies, so the next run rolls the same events", async () => {
    const watermark = async () =>
      (
        await queryRows<{ at: string }>(
          ctx.database.db,
          sql`select watermark::text as at from analytics_rollup_state where name = 'events'`,
        )
      )[0]?.at;
    // Everything before a minute ago is rolled up; one visit arrives now, on today's site-day.
    await ctx.database.db.execute(sql`
      insert into analytics_rollup_state (name, watermark) values ('events', now() - interval '1 minute')
      on conflict (name) do update set watermark = excluded.watermark`);
    await rollUpDays(ctx.database.db, site.id, [today]);
    const mark = await watermark();
    const now = new Date();
    await addVisit(jstDay(now), "watermark-visit", now);
    const before = await figures();
    const later = new Date(now.getTime() + 60_000);
    await expect(rollUp(ctx.database.db, later, dyingMidway)).rejects.toThrow("the process died");
    expect(await watermark()).toBe(mark);
    expect(await figures()).toEqual(before);
    await rollUp(ctx.database.db, later);
    expect(await watermark()).not.toBe(mark);
    expect(await figures()).not.toEqual(before);
    expect(await monthsAwayFromDays()).toBe(0);
  });
});
