import {
  billingPeriod,
  invoiceDueDate as dueDateOf,
  invoiceLinesOf,
  jstDate as jstDateOf,
  jstStartOf,
  type MonthlyFees,
  monthlyFees,
  totalsOf,
} from "@mekuri/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { queryRows } from "../../platform/database/query-rows.ts";
import { invoices, payments } from "../../platform/database/schema/index.ts";
import { type Issuer, issuerFor, type StoredLine } from "./invoices.ts";

/** Contracts billed per transaction: a crash loses at most one batch, which the next run makes. */
const batchSize = 500;

export interface BillableRow {
  id: string;
  path: string;
  companyName: string;
  startDate: string;
  planId: string;
  planName: string;
  price: number;
  limitAccess: number;
  limitAccessPrice: number;
  pageViews: number;
  licensed: number;
  method: string;
}

/** The plan in force on a JST day for an account (the same rule as plan-repository's). */
const planOn = (alias: "a" | "c", day: string) => sql`coalesce((
    select pc.plan_id from plan_changes pc
    where pc.account_id = ${sql.raw(alias)}.id and pc.effective_date <= ${day}
    order by pc.effective_date desc, pc.created_at desc limit 1
  ), ${sql.raw(alias)}.plan_id)`;

/**
 * Contracts to bill for the month and not billed yet: accounts below the master with a plan in
 * force on the month's last day, whose contract had started by then and had not ended or been
 * terminated before the month began.
 */
async function unbilledContracts(db: Db, month: string, accountId?: string): Promise<BillableRow[]> {
  const { from, to } = billingPeriod(month);
  const monthStart = jstStartOf(from).toISOString();
  return queryRows<BillableRow>(
    db,
    sql`
    select a.id, a.path, a.company_name as "companyName",
      coalesce(a.contract_start_date, (a.created_at at time zone 'Asia/Tokyo')::date)::text as "startDate",
      p.id as "planId", p.name as "planName", p.price, p.limit_access as "limitAccess",
      p.limit_access_price as "limitAccessPrice",
      coalesce(pv.page_views, 0)::float8 as "pageViews",
      case when a.license_issuance then (
        select count(*)::int from accounts c
        where c.parent_id = a.id and c.contract_status <> 'terminated' and ${planOn("c", to)} is not null
      ) else 0 end as licensed,
      coalesce(bp.method, 'bank_transfer') as method
    from accounts a
    join plans p on p.id = ${planOn("a", to)}
    left join (
      select s.account_id, sum(d.page_views) as page_views
      from analytics_site_daily d join sites s on s.id = d.site_id
      where d.day between ${from} and ${to}
      group by s.account_id
    ) pv on pv.account_id = a.id
    left join billing_profiles bp on bp.account_id = a.id
    where a.kind <> 'master'
      and coalesce(a.contract_start_date, (a.created_at at time zone 'Asia/Tokyo')::date) <= ${to}
      and (a.contract_end_date is null or a.contract_end_date >= ${from})
      and not exists (
        select 1 from contract_history h
        where h.account_id = a.id and h.action = 'terminate' and h.executed_at < ${monthStart}
      )
      and not exists (select 1 from payments x where x.account_id = a.id and x.month = ${month})
      ${accountId ? sql`and a.id = ${accountId}` : sql``}
    order by a.id`,
  );
}

export function feesOf(row: BillableRow, month: string): MonthlyFees {
  return monthlyFees(
    {
      name: row.planName,
      price: row.price,
      limitAccess: row.limitAccess,
      limitAccessPrice: row.limitAccessPrice,
    },
    {
      month,
      contractStartDate: row.startDate,
      pageViews: Number(row.pageViews),
      licensedAccounts: row.licensed,
    },
  );
}

/** The stored lines and totals of a month's fees (the PV line says its plan's limit). */
export function linesOf(fees: MonthlyFees, plan: { limitAccess: number; limitAccessPrice: number }) {
  const lines: StoredLine[] = invoiceLinesOf(fees, plan.limitAccessPrice).map((line) => ({
    ...line,
    params:
      line.kind === "plan"
        ? { plan: fees.planName }
        : line.kind === "pageViews"
          ? { limit: plan.limitAccess }
          : {},
  }));
  return { lines, totals: totalsOf(lines) };
}

export interface BillingRunResult {
  month: string;
  created: number;
  existing: number;
}

/**
 * The monthly bill job (admin.md §3 Payment record): one payment record and its invoice per
 * contract and month. Idempotent: the unique (account, month) key and the "not billed yet" filter
 * make a second run, or a run after a crash, make only what is missing; each batch writes its
 * payments and invoices in one transaction, so no payment is ever left without its invoice.
 */
export async function runMonthlyBilling(
  db: Db,
  month: string,
  options: {
    now?: Date;
    accountId?: string;
    onProgress?: (done: number, total: number) => Promise<void>;
  } = {},
): Promise<BillingRunResult> {
  const now = options.now ?? new Date();
  const [{ existing } = { existing: 0 }] = await queryRows<{ existing: number }>(
    db,
    sql`select count(*)::int as existing from payments where month = ${month}
      ${options.accountId ? sql`and account_id = ${options.accountId}` : sql``}`,
  );
  const rows = await unbilledContracts(db, month, options.accountId);
  const issuers = new Map<string, Issuer>();
  const issuerOf = async (path: string) => {
    const parent = path.split("/").filter(Boolean).slice(0, -1).join("/");
    let issuer = issuers.get(parent);
    if (!issuer) {
      issuer = await issuerFor(db, path);
      issuers.set(parent, issuer);
    }
    return issuer;
  };
  let created = 0;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const prepared: {
      row: BillableRow;
      fees: MonthlyFees;
      lines: StoredLine[];
      totals: ReturnType<typeof linesOf>["totals"];
      issuer: Issuer;
    }[] = [];
    for (const row of batch) {
      const fees = feesOf(row, month);
      const { lines, totals } = linesOf(fees, row);
      prepared.push({ row, fees, lines, totals, issuer: await issuerOf(row.path) });
    }
    created += await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(payments)
        .values(
          prepared.map(({ row, fees, totals }) => ({
            accountId: row.id,
            accountPath: row.path,
            companyName: row.companyName,
            month,
            planId: row.planId,
            planName: fees.planName,
            pageViews: fees.pageViews,
            blocksConsumed: fees.blocksConsumed,
            planFee: fees.planFee,
            pageViewFee: fees.pageViewFee,
            licenseFee: fees.licenseFee,
            initialFee: fees.initialFee,
            monthlyFee: fees.monthlyFee,
            totalFee: fees.totalFee,
            tax: totals.tax,
            total: totals.total,
            method: row.method,
            status: "unpaid",
          })),
        )
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) return 0;
      const numbers = await queryRows<{ n: string }>(
        tx,
        sql`select nextval('invoice_number_seq')::text as n from generate_series(1, ${inserted.length})`,
      );
      const byAccount = new Map(prepared.map((item) => [item.row.id, item]));
      const invoiceDate = jstDateOf(now);
      await tx.insert(invoices).values(
        inserted.map((payment, index) => {
          const item = byAccount.get(payment.accountId)!;
          return {
            paymentId: payment.id,
            accountId: payment.accountId,
            accountPath: payment.accountPath,
            number: `${month.replace("-", "")}-${numbers[index]!.n.padStart(6, "0")}`,
            month,
            invoiceDate,
            dueDate: dueDateOf(month),
            issuerAccountId: item.issuer.accountId,
            issuer: item.issuer.details,
            recipientName: payment.companyName,
            lines: item.lines,
            subtotal: item.totals.subtotal,
            taxes: item.totals.taxes,
            tax: item.totals.tax,
            total: item.totals.total,
          };
        }),
      );
      return inserted.length;
    });
    await options.onProgress?.(Math.min(start + batchSize, rows.length), rows.length);
  }
  return { month, created, existing };
}
