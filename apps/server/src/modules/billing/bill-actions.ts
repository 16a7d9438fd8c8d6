import { nextPaymentStatus, type PaymentStatus, type TaxByRate } from "@mekuri/domain";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/database/database.ts";
import { queryRows } from "../../platform/database/query-rows.ts";
import { invoices, payments } from "../../platform/database/schema/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import type { Actor } from "../accounts/actor.ts";
import { recordHistory } from "../contracts/contract-history.ts";
import { applyPaymentEvent } from "./charges.ts";
import { issueInvoice, issuerFor, type StoredLine } from "./invoices.ts";
import { feesOf, linesOf } from "./monthly-bills.ts";
import { findPayment } from "./payment-repository.ts";

const cannotChange = () => new AppError(409, "CONFLICT", "billing.invalidTransition");

/**
 * admin.md §4 Payment: the master force-completes an unpaid payment. Irreversible (no event leaves
 * "completed"), and written to the account's contract history with the executor and the time.
 */
export async function forceComplete(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const { payment } = await findPayment(tx, actor, id, { forUpdate: true });
    if (!nextPaymentStatus(payment.status as PaymentStatus, "forceComplete"))
      throw new AppError(409, "CONFLICT", "billing.notUnpaid");
    const row = await applyPaymentEvent(tx, payment, "forceComplete", { completedAt: new Date() });
    if (!row) throw cannotChange();
    await recordHistory(tx, {
      accountId: payment.accountId,
      actor,
      action: "paymentForceComplete",
      detail: `${payment.month}: ${payment.status} → completed (¥${payment.total.toLocaleString("en-US")})`,
    });
    return row;
  });
}

/**
 * The account that issued the payment's current invoice, which the transfer was paid to; null when
 * the platform's own details were printed (no account above the customer has issuer details).
 */
export async function currentIssuerOf(db: Db | Tx, paymentId: string): Promise<string | null> {
  const [row] = await queryRows<{ issuer: string | null }>(
    db,
    sql`select i.issuer_account_id as issuer from invoices i where i.payment_id = ${paymentId}
      and not exists (select 1 from invoices r where r.replaces_id = i.id)
      order by i.created_at desc limit 1`,
  );
  return row?.issuer ?? null;
}

/**
 * Who records that a transfer arrived (decision 114): the master for any bill, an OEM master for
 * the bills whose invoice it issued itself, since the money went to its account.
 */
export function mayConfirmReceipt(actor: Actor, issuerAccountId: string | null): boolean {
  if (!actor.permissions.has("billing:confirmReceipt")) return false;
  return actor.accountKind === "master" || issuerAccountId === actor.account.id;
}

/** An operator records that a bank transfer arrived; written to the contract history. */
export async function confirmReceipt(db: Db, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const { payment } = await findPayment(tx, actor, id, { forUpdate: true });
    if (!mayConfirmReceipt(actor, await currentIssuerOf(tx, payment.id)))
      throw new AppError(403, "FORBIDDEN", "billing.notIssuer");
    const row = await applyPaymentEvent(tx, payment, "confirmReceipt");
    if (!row) throw cannotChange();
    await recordHistory(tx, {
      accountId: payment.accountId,
      actor,
      action: "paymentReceiptConfirmed",
      detail: `${payment.month}: ${payment.status} → paid (¥${payment.total.toLocaleString("en-US")})`,
    });
    return row;
  });
}

/**
 * A correction (decision 067): the payment's amounts are made again from the month's data as it is
 * now (page views that arrived late, a licence count fixed) and a new invoice is issued that
 * replaces the current one; the old invoice stays, unchanged, and reads as cancelled. Only a
 * payment not yet settled can be corrected.
 */
export async function reissue(db: Db, actor: Actor, id: string, notes: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const { payment } = await findPayment(tx, actor, id, { forUpdate: true });
    if (payment.status !== "unpaid" && payment.status !== "failed") throw cannotChange();
    const [current] = await queryRows<{ id: string }>(
      tx,
      sql`select i.id from invoices i where i.payment_id = ${payment.id}
        and not exists (select 1 from invoices r where r.replaces_id = i.id)
        order by i.created_at desc limit 1`,
    );
    const [source] = await queryRows<Parameters<typeof feesOf>[0]>(
      tx,
      sql`select a.id, a.path, a.company_name as "companyName",
          coalesce(a.contract_start_date, (a.created_at at time zone 'Asia/Tokyo')::date)::text as "startDate",
          p.id as "planId", p.name as "planName", p.price, p.limit_access as "limitAccess",
          p.limit_access_price as "limitAccessPrice",
          (select coalesce(sum(d.page_views), 0)::float8 from analytics_site_daily d join sites s on s.id = d.site_id
            where s.account_id = a.id and to_char(d.day, 'YYYY-MM') = ${payment.month}) as "pageViews",
          case when a.license_issuance then (select count(*)::int from accounts c
            where c.parent_id = a.id and c.contract_status <> 'terminated' and c.plan_id is not null) else 0 end as licensed,
          ${payment.method} as method
        from accounts a join plans p on p.id = ${payment.planId}
        where a.id = ${payment.accountId}`,
    );
    // An account deleted since keeps its bill as it was: only the notes change.
    const fees = source ? feesOf(source, payment.month) : undefined;
    const { lines, totals } =
      source && fees ? linesOf(fees, source) : { lines: undefined, totals: undefined };
    const [updated] = await tx
      .update(payments)
      .set(
        fees && totals
          ? {
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
            }
          : {},
      )
      .where(eq(payments.id, payment.id))
      .returning();
    const [previous] = current ? await tx.select().from(invoices).where(eq(invoices.id, current.id)) : [];
    const invoice = await issueInvoice(tx, {
      payment: updated!,
      lines: lines ?? ((previous?.lines ?? []) as StoredLine[]),
      taxes: totals?.taxes ?? ((previous?.taxes ?? []) as TaxByRate[]),
      subtotal: totals?.subtotal ?? previous?.subtotal ?? updated!.totalFee,
      issuer: await issuerFor(tx, payment.accountPath),
      notes,
      replacesId: current?.id,
      now,
    });
    return { payment: updated!, invoice };
  });
}
