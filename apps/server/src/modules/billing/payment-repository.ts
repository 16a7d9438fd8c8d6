import type { BillListQuery, PaymentRecord, PaymentStatus } from "@mekuri/domain";
import { and, desc, eq, like, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/database/database.ts";
import { invoices, payments } from "../../platform/database/schema/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import type { Actor } from "../accounts/actor.ts";

export type PaymentRow = typeof payments.$inferSelect;

export const billNotFound = () => new AppError(404, "NOT_FOUND", "billing.notFound");

/** The number of the payment's current invoice: the newest, which no other replaces. */
const currentInvoiceNumber = sql<string | null>`(
  select i.number from ${invoices} i where i.payment_id = "payments"."id"
  order by i.created_at desc limit 1
)`;

export function toPaymentRecord(row: PaymentRow, invoiceNumber: string | null): PaymentRecord {
  return {
    id: row.id,
    accountId: row.accountId,
    companyName: row.companyName,
    month: row.month,
    planName: row.planName,
    pageViews: row.pageViews,
    blocksConsumed: row.blocksConsumed,
    planFee: row.planFee,
    pageViewFee: row.pageViewFee,
    licenseFee: row.licenseFee,
    initialFee: row.initialFee,
    monthlyFee: row.monthlyFee,
    totalFee: row.totalFee,
    tax: row.tax,
    total: row.total,
    status: row.status as PaymentStatus,
    method: row.method as PaymentRecord["method"],
    paidAt: row.paidAt?.toISOString() ?? row.completedAt?.toISOString() ?? null,
    invoiceNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, "\\$&");

/** Bills of the caller's tree (its own and those of every account below it). */
export function inScope(actor: Actor): SQL {
  return like(payments.accountPath, `${escapeLike(actor.account.path)}%`);
}

function filters(actor: Actor, query: Partial<BillListQuery>): SQL {
  const conditions: SQL[] = [inScope(actor)];
  if (query.month) conditions.push(eq(payments.month, query.month));
  if (query.status) conditions.push(eq(payments.status, query.status));
  if (query.accountId) conditions.push(eq(payments.accountId, query.accountId));
  return and(...conditions)!;
}

export async function listPayments(
  db: Db,
  actor: Actor,
  query: Partial<BillListQuery>,
  paging?: { page: number; pageSize: number },
) {
  const where = filters(actor, query);
  const base = db
    .select({ payment: payments, invoiceNumber: currentInvoiceNumber })
    .from(payments)
    .where(where)
    .orderBy(desc(payments.month), payments.companyName, payments.id)
    .$dynamic();
  const rows = paging
    ? await base.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize)
    : await base;
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(payments)
    .where(where);
  return { items: rows.map((row) => toPaymentRecord(row.payment, row.invoiceNumber)), total };
}

/** One bill of the caller's tree; any other id answers 404, so other tenants' ids stay secret. */
export async function findPayment(
  db: Db | Tx,
  actor: Actor,
  id: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({ payment: payments, invoiceNumber: currentInvoiceNumber })
    .from(payments)
    .where(and(eq(payments.id, id), inScope(actor)));
  const [row] = options.forUpdate ? await query.for("update", { of: payments }) : await query;
  if (!row) throw billNotFound();
  return row;
}

/** The accounts that have bills in the caller's tree, for the list's account filter. */
export async function billedAccounts(db: Db, actor: Actor) {
  return db
    .selectDistinct({ id: payments.accountId, companyName: payments.companyName })
    .from(payments)
    .where(inScope(actor))
    .orderBy(payments.companyName, payments.accountId)
    .limit(1000);
}
