import {
  addDays,
  dwellBucket,
  dwellBucketCount,
  jstDayStart,
  maxTapsPerPage,
  tapGridSize,
  tapScale,
} from "@mekuri/domain";
import { sql } from "drizzle-orm";
import type { Tx } from "../../platform/database/database.ts";
import { queryRows } from "../../platform/database/query-rows.ts";
import { applyMonthChanges, noteDayForMonth } from "./month-rollup.ts";

/**
 * The smallest whole millisecond of each dwell bucket from the second on: SQL's width_bucket over
 * these puts a duration in the same bucket as the domain's `dwellBucket`, without floating point.
 */
export const dwellThresholds: number[] = Array.from({ length: dwellBucketCount - 1 }, (_, index) => {
  const bucket = index + 1;
  let ms = Math.floor(1000 * 2 ** (bucket / 4)) - 2;
  while (dwellBucket(ms) < bucket) ms++;
  return ms;
});

/** A PostgreSQL array literal: drizzle would spread a JS array into a parameter list. */
export function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(",")}}`;
}

const thresholdsLiteral = `{${dwellThresholds.join(",")}}`;

/**
 * The engaged-time histograms also hold their sums over every language and/or device under these
 * markers (never a visit's value: a language has at most 5 characters, a device is one of three),
 * so a period's percentiles read one slice whatever the filters (docs/decisions/039).
 */
export const anyLanguage = "(any language)";
export const anyDevice = "(any device)";

const rollupTables = [
  "analytics_site_daily",
  "analytics_page_daily",
  "analytics_dwell_daily",
  "analytics_site_dwell_daily",
  "analytics_target_daily",
  "analytics_source_daily",
  "analytics_tap_daily",
  "analytics_flow_daily",
] as const;

/** Target ids whose clicks count as conversions: buttons and popup CTAs so marked in the live version. */
export async function conversionTargets(tx: Tx, siteId: string): Promise<string[]> {
  const rows = await queryRows<{ id: unknown }>(
    tx,
    sql`
    with live as (
      select public_data, private_data from site_snapshots
      where site_id = ${siteId} and version = (select max(version) from site_snapshots where site_id = ${siteId})
    )
    select jsonb_path_query(public_data, '$.categories[*].pages[*].content.buttons[*] ? (@.countsAsConversion == true).id') #>> '{}' as id from live
    union
    select jsonb_path_query(private_data, '$.pages.*.buttons[*] ? (@.countsAsConversion == true).id') #>> '{}' from live
    union
    select jsonb_path_query(public_data, '$.popupCtas.* ? (@.countsAsConversion == true).id') #>> '{}' from live`,
  );
  return rows.map((row) => row.id).filter((id): id is string => typeof id === "string");
}

/** One site and JST day whose rollup rows a run rewrites. */
export interface SiteDay {
  site_id: string;
  day: string;
}

/**
 * Rewrites the given site-days whole (docs/decisions/039), then moves their months by the net
 * change once (decision 134). Run inside the rollup's transaction; answers the raw events read.
 */
export async function rollUpSiteDays(tx: Tx, siteDays: readonly SiteDay[]): Promise<number> {
  let events = 0;
  for (const { site_id, day } of siteDays) events += await rollUpSiteDay(tx, site_id, day);
  await applyMonthChanges(tx);
  return events;
}

/**
 * Rewrites every daily rollup row of one site and JST day from that day's raw events. A visit is
 * one session id's events on one JST day of receipt; its language is that of its first event, its
 * device and entry source those of its page_view. Its months wait for `applyMonthChanges`.
 */
async function rollUpSiteDay(tx: Tx, siteId: string, day: string): Promise<number> {
  const start = jstDayStart(day).toISOString();
  const end = jstDayStart(addDays(day, 1)).toISOString();
  const targets = textArray(await conversionTargets(tx, siteId));
  await noteDayForMonth(tx, siteId, day, -1);
  for (const table of rollupTables) {
    await tx.execute(sql`delete from ${sql.identifier(table)} where site_id = ${siteId} and day = ${day}`);
  }
  await tx.execute(sql`drop table if exists rollup_events`);
  await tx.execute(sql`drop table if exists rollup_visits`);
  // `kind` and `target` say what a click or conversion was on; `counted` marks the view or click a
  // session makes first of its page or target, `converts` the conversion it makes first of its
  // target or kind (decision 151). Events without a session id cannot be grouped: each counts.
  await tx.execute(sql`
    create temp table rollup_events on commit drop as
    select type, page_id, target_id, popup_id, lang, session_id, occurred_at, received_at, device, source,
      duration_ms, x, y, conversion, kind, target,
      session_id = '' or row_number() over (
        partition by session_id, type, case when type = 'slide_page' then page_id else target end
        order by occurred_at, received_at) = 1 as counted,
      marked and (session_id = '' or row_number() over (
        partition by session_id, marked, kind, case when type = 'conversion' then '' else target end
        order by occurred_at, received_at) = 1) as converts
    from (
      select *, case type
          when 'click_cta_btn' then 'cta'
          when 'click_popup_cta' then 'popup'
          when 'click_link_cta' then 'link'
          when 'click_product_item' then 'product'
          when 'click_product_point' then 'product'
          else conversion end as kind,
        coalesce(case when type = 'click_popup_cta' then coalesce(popup_id, target_id) else target_id end, '') as target
      from (
        select type, page_id, target_id, popup_id, coalesce(lang, '') as lang, session_id, occurred_at, received_at,
          device, coalesce(nullif(utm_source, ''), nullif(referrer_host, ''), 'direct') as source,
          duration_ms, x, y, conversion,
          (type = 'conversion'
            or (type in ('click_cta_btn', 'click_popup_cta') and coalesce(target_id, popup_id) = any(${targets}::text[]))
            or (type = 'click_popup_cta' and popup_id = any(${targets}::text[]))) as marked
        from analytics_events
        where site_id = ${siteId} and received_at >= ${start} and received_at < ${end}
      ) raw
    ) typed`);
  const [counted] = await queryRows<{ events: number }>(
    tx,
    sql`select count(*)::int as events from rollup_events`,
  );
  await tx.execute(sql`
    create temp table rollup_visits on commit drop as
    select session_id,
      coalesce((array_agg(lang order by occurred_at, received_at) filter (where lang <> '' and type <> 'conversion'))[1], '') as lang,
      coalesce((array_agg(device order by occurred_at, received_at) filter (where type = 'page_view'))[1], '') as device,
      coalesce((array_agg(source order by occurred_at, received_at) filter (where type = 'page_view'))[1], 'unknown') as source,
      count(distinct page_id) filter (where type in ('slide_page', 'page_view')) as pages,
      bool_or(type like 'click\\_%') as clicked,
      bool_or(converts) as converted,
      (array_agg(page_id order by occurred_at desc, received_at desc) filter (where type in ('slide_page', 'page_view')))[1] as exit_page
    from rollup_events
    where session_id <> ''
    group by session_id
    -- A conversion alone (its cookie's visit fell on another day) is not a visit.
    having bool_or(type <> 'conversion')`);
  // Every event carries its visit's language and device; a conversion without a visit keeps its own.
  await tx.execute(sql`
    update rollup_events e set lang = v.lang, device = v.device
    from rollup_visits v where v.session_id = e.session_id`);
  await tx.execute(sql`update rollup_events set device = '' where device is null`);

  await tx.execute(sql`
    insert into analytics_site_daily (site_id, day, lang, device, sessions, swiped_sessions, clicked_sessions, converted_sessions, page_views, conversions, counting)
    select ${siteId}, ${day}, lang, device, coalesce(v.sessions, 0), coalesce(v.swiped, 0), coalesce(v.clicked, 0),
      coalesce(v.converted, 0), coalesce(e.page_views, 0), coalesce(e.conversions, 0), 'session'
    from (
      select lang, device, count(*) as sessions, count(*) filter (where pages >= 2) as swiped,
        count(*) filter (where clicked) as clicked, count(*) filter (where converted) as converted
      from rollup_visits group by lang, device
    ) v
    full join (
      select lang, device, count(*) filter (where type = 'slide_page' and counted) as page_views,
        count(*) filter (where converts) as conversions
      from rollup_events group by lang, device
    ) e using (lang, device)`);
  await tx.execute(sql`
    insert into analytics_page_daily (site_id, day, lang, device, page_id, visitors, views, exits, cta_clicks, link_clicks, product_clicks, popup_clicks, conversions)
    select ${siteId}, ${day}, lang, device, page_id, coalesce(e.visitors, 0), coalesce(e.views, 0), coalesce(x.exits, 0),
      coalesce(e.cta, 0), coalesce(e.link, 0), coalesce(e.product, 0), coalesce(e.popup, 0), coalesce(e.conversions, 0)
    from (
      select lang, device, page_id,
        count(distinct session_id) filter (where session_id <> '' and type <> 'conversion') as visitors,
        count(*) filter (where type = 'slide_page' and counted) as views,
        count(*) filter (where type = 'click_cta_btn' and counted) as cta,
        count(*) filter (where type = 'click_link_cta' and counted) as link,
        count(*) filter (where type in ('click_product_item', 'click_product_point') and counted) as product,
        count(*) filter (where type = 'click_popup_cta' and counted) as popup,
        count(*) filter (where converts) as conversions
      from rollup_events where page_id is not null group by lang, device, page_id
    ) e
    full join (
      select lang, device, exit_page as page_id, count(*) as exits
      from rollup_visits where exit_page is not null group by lang, device, exit_page
    ) x using (lang, device, page_id)`);
  await tx.execute(sql`
    insert into analytics_dwell_daily (site_id, day, lang, device, page_id, bucket, count)
    select ${siteId}, ${day},
      case when grouping(lang) = 1 then ${anyLanguage} else lang end,
      case when grouping(device) = 1 then ${anyDevice} else device end,
      page_id, bucket, count(*)
    from (
      select lang, device, page_id, width_bucket(duration_ms, ${thresholdsLiteral}::int[]) as bucket
      from rollup_events where type = 'page_engagement' and duration_ms is not null
    ) e
    group by grouping sets ((lang, device, page_id, bucket), (lang, page_id, bucket), (device, page_id, bucket), (page_id, bucket))`);
  await tx.execute(sql`
    insert into analytics_site_dwell_daily (site_id, day, lang, device, bucket, count)
    select ${siteId}, ${day}, lang, device, bucket, sum(count)
    from analytics_dwell_daily where site_id = ${siteId} and day = ${day}
    group by lang, device, bucket`);
  await tx.execute(sql`
    insert into analytics_target_daily (site_id, day, lang, device, kind, target_id, page_id, clicks, conversions)
    select ${siteId}, ${day}, lang, device, kind, target, coalesce(page_id, ''),
      count(*) filter (where type like 'click\\_%' and counted), count(*) filter (where converts)
    from rollup_events
    where kind is not null and ((type like 'click\\_%' and counted) or converts)
    group by lang, device, kind, target, coalesce(page_id, '')`);
  await tx.execute(sql`
    insert into analytics_source_daily (site_id, day, lang, device, source, sessions, converted_sessions)
    select ${siteId}, ${day}, lang, device, source, count(*), count(*) filter (where converted)
    from rollup_visits group by lang, device, source`);
  await tx.execute(sql`
    insert into analytics_tap_daily (site_id, day, lang, device, page_id, cell_x, cell_y, taps)
    select ${siteId}, ${day}, lang, device, page_id,
      least(x::int * ${tapGridSize}::int / ${tapScale}::int, ${tapGridSize - 1}::int),
      least(y::int * ${tapGridSize}::int / ${tapScale}::int, ${tapGridSize - 1}::int), count(*)
    from (
      select *, row_number() over (partition by session_id, page_id order by occurred_at, received_at) as nth
      from rollup_events where type = 'tap' and x is not null and y is not null
    ) t
    where nth <= ${maxTapsPerPage}
    group by 3, 4, 5, 6, 7`);
  await tx.execute(sql`
    insert into analytics_flow_daily (site_id, day, lang, device, from_page, to_page, moves)
    select ${siteId}, ${day}, lang, device, previous, page_id, count(*)
    from (
      select lang, device, page_id,
        lag(page_id) over (partition by session_id order by occurred_at, received_at) as previous
      from rollup_events where type = 'slide_page' and session_id <> '' and page_id is not null
    ) m
    where previous is not null and previous <> page_id
    group by 3, 4, 5, 6`);
  await noteDayForMonth(tx, siteId, day, 1);
  return counted?.events ?? 0;
}
