import {
  jstMonth,
  type MonthlyPageViews,
  monthPeriod,
  overageCharge,
  type PlanCapabilities,
} from "@mekuri/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { queryRows } from "../../platform/database/query-rows.ts";

/**
 * Monthly page views (admin.md §3 Plan: the traffic limit and its overage) come from the same
 * daily rollups as the analysis screens: the page views of the current JST month so far. They are
 * the plan's measure, so they live here; the analytics module writes the rollups and reads plans.
 */
export async function sitePageViewsThisMonth(
  db: Db,
  siteIds: string[],
  now = new Date(),
): Promise<Map<string, number>> {
  if (siteIds.length === 0) return new Map();
  const { from, to } = monthPeriod(jstMonth(now));
  const rows = await queryRows<{ siteId: string; pageViews: number }>(
    db,
    sql`select site_id as "siteId", coalesce(sum(page_views), 0)::bigint::float8 as "pageViews"
      from analytics_site_daily
      where site_id in (${sql.join(
        siteIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and day between ${from} and ${to}
      group by site_id`,
  );
  return new Map(rows.map((row) => [row.siteId, Number(row.pageViews)]));
}

export async function accountPageViewsThisMonth(
  db: Db,
  accountId: string,
  capabilities: PlanCapabilities,
  now = new Date(),
): Promise<MonthlyPageViews> {
  const month = jstMonth(now);
  const { from, to } = monthPeriod(month);
  const [row] = await queryRows<{ pageViews: number }>(
    db,
    sql`select coalesce(sum(d.page_views), 0)::float8 as "pageViews"
      from analytics_site_daily d join sites s on s.id = d.site_id
      where s.account_id = ${accountId} and d.day between ${from} and ${to}`,
  );
  const pageViews = Number(row?.pageViews ?? 0);
  const limited = capabilities.contracted && Number.isFinite(capabilities.monthlyPageViews);
  return {
    month,
    pageViews,
    limit: limited ? capabilities.monthlyPageViews : null,
    overage: limited ? Math.max(0, pageViews - capabilities.monthlyPageViews) : 0,
    overageCharge: limited ? overageCharge(capabilities, pageViews) : 0,
  };
}
