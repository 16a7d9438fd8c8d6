import {
  type BillEstimate,
  estimateNextBill,
  jstDate,
  jstMonth,
  type MonthlyFees,
  monthPeriod,
} from "@mekuri/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { queryRows } from "../../platform/database/query-rows.ts";
import type { AccountRow } from "../tenancy/account-scope.ts";
import { linesOf } from "./monthly-bills.ts";

function figures(fees: MonthlyFees, plan: { limitAccess: number; limitAccessPrice: number }) {
  const { totals } = linesOf(fees, plan);
  return {
    pageViews: fees.pageViews,
    blocksConsumed: fees.blocksConsumed,
    planFee: fees.planFee,
    pageViewFee: fees.pageViewFee,
    licenseFee: fees.licenseFee,
    initialFee: fees.initialFee,
    totalFee: fees.totalFee,
    tax: totals.tax,
    total: totals.total,
  };
}

/**
 * The bill this month will make when it closes, from the page views so far: on the plan in force
 * on the month's last day (a change requested now applies from the 1st of next month, §4).
 */
export async function estimateFor(db: Db, account: AccountRow, now = new Date()): Promise<BillEstimate> {
  const month = jstMonth(now);
  const { from, to } = monthPeriod(month);
  const [row] = await queryRows<{
    planName: string;
    price: number;
    limitAccess: number;
    limitAccessPrice: number;
    startDate: string;
    pageViews: number;
    licensed: number;
  }>(
    db,
    sql`select p.name as "planName", p.price, p.limit_access as "limitAccess", p.limit_access_price as "limitAccessPrice",
        coalesce(a.contract_start_date, (a.created_at at time zone 'Asia/Tokyo')::date)::text as "startDate",
        (select coalesce(sum(d.page_views), 0)::float8 from analytics_site_daily d join sites s on s.id = d.site_id
          where s.account_id = a.id and d.day between ${from} and ${to}) as "pageViews",
        case when a.license_issuance then (select count(*)::int from accounts c
          where c.parent_id = a.id and c.contract_status <> 'terminated' and c.plan_id is not null) else 0 end as licensed
      from accounts a
      join plans p on p.id = coalesce((
        select pc.plan_id from plan_changes pc where pc.account_id = a.id and pc.effective_date <= ${to}
        order by pc.effective_date desc, pc.created_at desc limit 1), a.plan_id)
      where a.id = ${account.id}`,
  );
  if (!row || account.kind === "master") return { month, planName: null, soFar: null, projected: null };
  const plan = {
    name: row.planName,
    price: row.price,
    limitAccess: row.limitAccess,
    limitAccessPrice: row.limitAccessPrice,
  };
  const today = jstDate(now);
  const estimate = estimateNextBill(plan, {
    month,
    contractStartDate: row.startDate,
    pageViews: Number(row.pageViews),
    licensedAccounts: row.licensed,
    dayOfMonth: Number(today.slice(8, 10)),
    daysInMonth: Number(to.slice(8, 10)),
  });
  return {
    month,
    planName: row.planName,
    soFar: figures(estimate.soFar, plan),
    projected: figures(estimate.projected, plan),
  };
}
