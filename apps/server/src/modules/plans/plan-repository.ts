import type { Plan, PlanListQuery } from "@mekuri/domain";
import { and, asc, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/database/database.ts";
import { accounts, planChanges, plans } from "../../platform/database/schema/index.ts";

export type PlanRow = typeof plans.$inferSelect;

// Outer columns are written qualified: Drizzle leaves them bare when the query has one table, and a
// bare "id" inside a subquery would mean the subquery's own column.

/** How many accounts hold the plan, now or from a scheduled change. */
const accountCount = sql<number>`(
  select count(distinct a.id)::int from ${accounts} a
  where a.plan_id = "plans"."id"
     or exists (select 1 from ${planChanges} pc where pc.account_id = a.id and pc.plan_id = "plans"."id")
)`;

export function toPlan(row: PlanRow, count = 0): Plan {
  return {
    id: row.id,
    name: row.name,
    tier: row.tier as Plan["tier"],
    channel: row.channel as Plan["channel"],
    trial: row.trial,
    multilingual: row.multilingual,
    price: row.price,
    quantitySwipe: row.quantitySwipe,
    quantitySite: row.quantitySite,
    limitAccess: row.limitAccess,
    limitAccessPrice: row.limitAccessPrice,
    contractTermMonths: row.contractTermMonths,
    swipe: row.swipe,
    privateDomain: row.privateDomain,
    settingPopupCta: row.settingPopupCta,
    settingFormContact: row.settingFormContact,
    analyticsEffect: row.analyticsEffect,
    settingTagSeo: row.settingTagSeo,
    multiLanguage: row.multiLanguage,
    accountCount: count,
    createdAt: row.createdAt.toISOString(),
  };
}

export function planFilters(query: Partial<PlanListQuery>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) conditions.push(ilike(plans.name, `%${query.search.replace(/[\\%_]/g, "\\$&")}%`));
  if (query.tier) conditions.push(eq(plans.tier, query.tier));
  if (query.channel) conditions.push(eq(plans.channel, query.channel));
  if (query.trial) conditions.push(eq(plans.trial, query.trial === "true"));
  if (query.multilingual) conditions.push(eq(plans.multilingual, query.multilingual === "true"));
  return conditions.length ? and(...conditions) : undefined;
}

const tierOrder = sql`array_position(array['light','standard','premium','pro']::text[], ${plans.tier})`;

export async function listPlans(
  db: Db,
  query: Partial<PlanListQuery>,
  paging?: { page: number; pageSize: number },
) {
  const where = planFilters(query);
  const base = db
    .select({ plan: plans, count: accountCount })
    .from(plans)
    .where(where)
    .orderBy(asc(plans.trial), asc(plans.channel), tierOrder, asc(plans.multilingual), asc(plans.price))
    .$dynamic();
  const rows = paging
    ? await base.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize)
    : await base;
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(plans)
    .where(where);
  return { items: rows.map((row) => toPlan(row.plan, row.count)), total };
}

export async function findPlan(db: Tx, id: string) {
  const [row] = await db.select({ plan: plans, count: accountCount }).from(plans).where(eq(plans.id, id));
  return row ? { row: row.plan, plan: toPlan(row.plan, row.count) } : undefined;
}
