import type { ClickHouseClient } from "@clickhouse/client";
import { addDays, jstDayStart, maxTapsPerPage, tapGridSize, tapScale } from "@mekuri/domain";
import { sql } from "drizzle-orm";
import type { Tx } from "../../../platform/database/database.ts";
import type { SiteDayRollup } from "../rollup-job.ts";
import {
  anyDevice,
  anyLanguage,
  conversionTargets,
  dwellThresholds,
  type SiteDay,
} from "../site-day-rollup.ts";
import { rollupTables, type TableNames } from "./clickhouse-schema.ts";

/** A UTC instant as ClickHouse's DateTime64 parameters read it. */
export function clickhouseTime(iso: string): string {
  return iso.replace("T", " ").replace("Z", "");
}

/**
 * The site-day's events (`raw`, then `ranked` by their order in their session), its visits and every
 * event with its visit's language and device and whether it counts (`ev`, decision 151): the same
 * definitions as the PostgreSQL rollup's temporary tables (site-day-rollup.ts, docs/decisions/039),
 * as common table expressions every statement of the rewrite starts from.
 */
function siteDayEvents(t: TableNames): string {
  const time = "(occurred_at, received_at)";
  const visited = "type in ('slide_page', 'page_view')";
  return `with
  raw as (
    select type, page_id, target_id, popup_id, ifNull(lang, '') as own_lang, session_id, occurred_at, received_at,
      ifNull(device, '') as own_device,
      coalesce(nullIf(utm_source, ''), nullIf(referrer_host, ''), 'direct') as own_source,
      duration_ms, x, y, conversion,
      (type = 'conversion'
        or (type in ('click_cta_btn', 'click_popup_cta') and has({targets:Array(String)}, ifNull(coalesce(target_id, popup_id), '')))
        or (type = 'click_popup_cta' and has({targets:Array(String)}, ifNull(popup_id, '')))) as marked,
      multiIf(type = 'click_cta_btn', 'cta', type = 'click_popup_cta', 'popup', type = 'click_link_cta', 'link',
        type in ('click_product_item', 'click_product_point'), 'product', ifNull(conversion, '')) as kind,
      ifNull(if(type = 'click_popup_cta', coalesce(popup_id, target_id), target_id), '') as target
    from ${t.events}
    where site_id = {site:String} and received_at >= {start:DateTime64(3, 'UTC')} and received_at < {end:DateTime64(3, 'UTC')}
  ),
  ranked as (
    select *,
      row_number() over (partition by session_id, type, if(type = 'slide_page', ifNull(page_id, ''), target)
        order by occurred_at, received_at) as nth_of_kind,
      row_number() over (partition by session_id, marked, kind, if(type = 'conversion', '', target)
        order by occurred_at, received_at) as nth_marked
    from raw
  ),
  visits as (
    select session_id, 1 as matched,
      argMinIf(own_lang, ${time}, own_lang != '' and type != 'conversion') as lang,
      argMinIf(own_device, ${time}, type = 'page_view') as device,
      if(countIf(type = 'page_view') > 0, argMinIf(own_source, ${time}, type = 'page_view'), 'unknown') as source,
      uniqExactIf(page_id, ${visited}) as pages,
      countIf(startsWith(type, 'click_')) > 0 as clicked,
      countIf(marked) > 0 as converted,
      argMaxIf(ifNull(page_id, ''), ${time}, ${visited}) as exit_page
    from raw
    where session_id != ''
    group by session_id
    -- A conversion alone (its cookie's visit fell on another day) is not a visit.
    having countIf(type != 'conversion') > 0
  ),
  ev as (
    select r.type as type, r.page_id as page_id, r.target_id as target_id, r.popup_id as popup_id,
      r.session_id as session_id, r.occurred_at as occurred_at, r.received_at as received_at,
      r.duration_ms as duration_ms, r.x as x, r.y as y, r.conversion as conversion, r.kind as kind,
      r.target as target, r.session_id = '' or r.nth_of_kind = 1 as counted,
      r.marked and (r.session_id = '' or r.nth_marked = 1) as converts,
      if(v.matched = 1, v.lang, r.own_lang) as lang, if(v.matched = 1, v.device, r.own_device) as device
    from ranked as r left join visits as v on r.session_id = v.session_id
  )`;
}

const slices = `[(lang, device), (lang, {anyDevice:String}), ({anyLanguage:String}, device), ({anyLanguage:String}, {anyDevice:String})]`;
const bucket = "arrayCount(bound -> bound <= assumeNotNull(duration_ms), {thresholds:Array(Int32)})";

/** Each rollup table's rows of the site-day, as `insert … select` from the events above. */
function inserts(t: TableNames): string[] {
  const head = "select {site:String}, {day:Date}";
  return [
    `insert into ${t.pageDaily} (site_id, day, lang, device, page_id, visitors, views, exits, cta_clicks, link_clicks, product_clicks, popup_clicks, conversions)
    ${siteDayEvents(t)}
    ${head}, lang, device, page, sum(visitors), sum(views), sum(exits), sum(cta), sum(link), sum(product), sum(popup), sum(conversions)
    from (
      select lang, device, ifNull(page_id, '') as page,
        uniqExactIf(session_id, session_id != '' and type != 'conversion') as visitors,
        countIf(type = 'slide_page' and counted) as views, toUInt64(0) as exits,
        countIf(type = 'click_cta_btn' and counted) as cta, countIf(type = 'click_link_cta' and counted) as link,
        countIf(type in ('click_product_item', 'click_product_point') and counted) as product,
        countIf(type = 'click_popup_cta' and counted) as popup, countIf(converts) as conversions
      from ev where page_id is not null group by lang, device, page
      union all
      select lang, device, exit_page as page, toUInt64(0), toUInt64(0), count(), toUInt64(0), toUInt64(0),
        toUInt64(0), toUInt64(0), toUInt64(0)
      from visits where exit_page != '' group by lang, device, exit_page
    )
    group by lang, device, page`,
    `insert into ${t.dwellDaily} (site_id, day, lang, device, page_id, bucket, count)
    ${siteDayEvents(t)}
    ${head}, slice.1, slice.2, page, bucket, count()
    from (
      select lang, device, ifNull(page_id, '') as page, ${bucket} as bucket
      from ev where type = 'page_engagement' and duration_ms is not null
    )
    array join ${slices} as slice
    group by slice.1, slice.2, page, bucket`,
    `insert into ${t.siteDwellDaily} (site_id, day, lang, device, bucket, count)
    ${siteDayEvents(t)}
    ${head}, slice.1, slice.2, bucket, count()
    from (select lang, device, ${bucket} as bucket from ev where type = 'page_engagement' and duration_ms is not null)
    array join ${slices} as slice
    group by slice.1, slice.2, bucket`,
    `insert into ${t.targetDaily} (site_id, day, lang, device, kind, target_id, page_id, clicks, conversions)
    ${siteDayEvents(t)}
    ${head}, lang, device, kind, target, page, countIf(startsWith(type, 'click_') and counted), countIf(converts)
    from (
      select lang, device, type, counted, converts, kind, target, ifNull(page_id, '') as page
      from ev where (startsWith(type, 'click_') and counted) or converts
    )
    where kind != ''
    group by lang, device, kind, target, page`,
    `insert into ${t.sourceDaily} (site_id, day, lang, device, source, sessions, converted_sessions)
    ${siteDayEvents(t)}
    ${head}, lang, device, source, count(), countIf(converted) from visits group by lang, device, source`,
    `insert into ${t.tapDaily} (site_id, day, lang, device, page_id, cell_x, cell_y, taps)
    ${siteDayEvents(t)}
    ${head}, lang, device, page, least(intDiv(tx * ${tapGridSize}, ${tapScale}), ${tapGridSize - 1}) as cell_x,
      least(intDiv(ty * ${tapGridSize}, ${tapScale}), ${tapGridSize - 1}) as cell_y, count()
    from (
      select lang, device, ifNull(page_id, '') as page, toInt32(assumeNotNull(x)) as tx, toInt32(assumeNotNull(y)) as ty,
        row_number() over (partition by session_id, page_id order by occurred_at, received_at) as nth
      from ev where type = 'tap' and x is not null and y is not null
    )
    where nth <= ${maxTapsPerPage}
    group by lang, device, page, cell_x, cell_y`,
    `insert into ${t.flowDaily} (site_id, day, lang, device, from_page, to_page, moves)
    ${siteDayEvents(t)}
    ${head}, lang, device, previous, page, count()
    from (
      select lang, device, ifNull(page_id, '') as page,
        lagInFrame(ifNull(page_id, '')) over (partition by session_id order by occurred_at, received_at
          rows between unbounded preceding and current row) as previous
      from ev where type = 'slide_page' and session_id != '' and page_id is not null
    )
    where previous != '' and previous != page
    group by lang, device, previous, page`,
  ];
}

/** The site-day totals, written to PostgreSQL's analytics_site_daily (clickhouse-schema.ts). */
function siteTotals(t: TableNames): string {
  // Aliases never repeat a column's name: ClickHouse would read the alias inside its own expression.
  return `${siteDayEvents(t)}
    select lang, device, toUInt32(sum(n_sessions)) as sessions, toUInt32(sum(n_swiped)) as swiped,
      toUInt32(sum(n_clicked)) as clicked, toUInt32(sum(n_converted)) as converted,
      toUInt32(sum(n_page_views)) as page_views, toUInt32(sum(n_conversions)) as conversions
    from (
      select lang, device, count() as n_sessions, countIf(pages >= 2) as n_swiped, countIf(clicked) as n_clicked,
        countIf(converted) as n_converted, toUInt64(0) as n_page_views, toUInt64(0) as n_conversions
      from visits group by lang, device
      union all
      select lang, device, toUInt64(0), toUInt64(0), toUInt64(0), toUInt64(0),
        countIf(type = 'slide_page' and counted), countIf(converts)
      from ev group by lang, device
    )
    group by lang, device`;
}

interface SiteDayRow {
  lang: string;
  device: string;
  sessions: number;
  swiped: number;
  clicked: number;
  converted: number;
  page_views: number;
  conversions: number;
}

/**
 * The rollup of the ClickHouse store: the run's lock and watermark stay in PostgreSQL (rollup-job.ts),
 * each touched site-day is deleted and written again in ClickHouse, and its totals replace the
 * site-day's rows of analytics_site_daily in the run's PostgreSQL transaction. ClickHouse has no
 * transaction: a run that dies half way leaves a site-day partly written until the next run, which
 * finds the watermark where it was and rewrites that day again (docs/decisions/087).
 */
export function clickhouseSiteDays(client: ClickHouseClient, t: TableNames): SiteDayRollup {
  const statements = inserts(t);
  const totals = siteTotals(t);
  return {
    stateName: "events.clickhouse",
    async touched(_tx, since, upTo) {
      const result = await client.query({
        query: `select distinct site_id, toString(toDate(received_at, 'Asia/Tokyo')) as day from ${t.events}
          where received_at > {since:DateTime64(3, 'UTC')} and received_at <= {upTo:DateTime64(3, 'UTC')}
          order by site_id, day`,
        query_params: { since: clickhouseTime(since), upTo: clickhouseTime(upTo) },
        format: "JSONEachRow",
      });
      return result.json<{ site_id: string; day: string }>();
    },
    async rollUpSiteDays(tx, siteDays) {
      let events = 0;
      for (const { site_id, day } of siteDays) events += await rollUpSiteDay(tx, site_id, day);
      return events;
    },
    async withEvents(_tx, siteDays) {
      if (siteDays.length === 0) return [];
      const days = siteDays.map((row) => row.day).sort();
      const result = await client.query({
        query: `select distinct site_id, toString(toDate(received_at, 'Asia/Tokyo')) as day from ${t.events}
          where site_id in {sites:Array(String)}
            and received_at >= {start:DateTime64(3, 'UTC')} and received_at < {end:DateTime64(3, 'UTC')}`,
        query_params: {
          sites: [...new Set(siteDays.map((row) => row.site_id))],
          start: clickhouseTime(jstDayStart(days[0]!).toISOString()),
          end: clickhouseTime(jstDayStart(addDays(days[days.length - 1]!, 1)).toISOString()),
        },
        format: "JSONEachRow",
      });
      const found = new Set((await result.json<SiteDay>()).map((row) => `${row.site_id} ${row.day}`));
      return siteDays.filter((row) => found.has(`${row.site_id} ${row.day}`));
    },
  };

  async function rollUpSiteDay(tx: Tx, siteId: string, day: string): Promise<number> {
    const params = {
      site: siteId,
      day,
      start: clickhouseTime(jstDayStart(day).toISOString()),
      end: clickhouseTime(jstDayStart(addDays(day, 1)).toISOString()),
      targets: await conversionTargets(tx, siteId),
      thresholds: dwellThresholds,
      anyLanguage,
      anyDevice,
    };
    for (const table of rollupTables(t)) {
      await client.command({
        query: `delete from ${table} where site_id = {site:String} and day = {day:Date}`,
        query_params: params,
      });
    }
    for (const query of statements) await client.command({ query, query_params: params });
    const rows = await (
      await client.query({ query: totals, query_params: params, format: "JSONEachRow" })
    ).json<SiteDayRow>();
    await tx.execute(sql`delete from analytics_site_daily where site_id = ${siteId} and day = ${day}`);
    for (const row of rows) {
      await tx.execute(sql`
          insert into analytics_site_daily (site_id, day, lang, device, sessions, swiped_sessions, clicked_sessions, converted_sessions, page_views, conversions, counting)
          values (${siteId}, ${day}, ${row.lang}, ${row.device}, ${row.sessions}, ${row.swiped}, ${row.clicked},
            ${row.converted}, ${row.page_views}, ${row.conversions}, 'session')`);
    }
    const counted = await (
      await client.query({
        query: `select toUInt32(count()) as events from ${t.events}
            where site_id = {site:String} and received_at >= {start:DateTime64(3, 'UTC')} and received_at < {end:DateTime64(3, 'UTC')}`,
        query_params: params,
        format: "JSONEachRow",
      })
    ).json<{ events: number }>();
    return counted[0]?.events ?? 0;
  }
}
