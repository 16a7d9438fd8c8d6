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
import { PostgresAnalysisReads } from "./analysis-store.ts";

/**
 * Monthly page views (admin.md §3 Plan: the traffic limit and its overage) come from the same
 * daily rollups as the analysis screens: the page views of the current JST month so far.
 */
export async function sitePageViewsThisMonth(db: Db, siteIds: string[], now = new Date()) {
  const { from, to } = monthPeriod(jstMonth(now));
  return new PostgresAnalysisReads(db).pageViewsBySite(siteIds, from, to);
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
