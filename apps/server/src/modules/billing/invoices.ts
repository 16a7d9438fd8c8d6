import {
  type Invoice,
  type InvoiceLine,
  type IssuerDetails,
  invoiceDueDate,
  jstDate,
  type Locale,
  type MessageKey,
  type TaxByRate,
  translate,
} from "@mekuri/domain";
import { desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/database/database.ts";
import { queryRows } from "../../platform/database/query-rows.ts";
import { accounts, invoices } from "../../platform/database/schema/index.ts";
import type { PaymentRow } from "./payment-repository.ts";

export type InvoiceRow = typeof invoices.$inferSelect;

/** A line as stored: the amounts and what its label needs (the plan's name, its PV limit). */
export interface StoredLine extends InvoiceLine {
  params?: { plan?: string; limit?: number };
}

export interface Issuer {
  accountId: string | null;
  details: IssuerDetails;
}

/**
 * Each level bills the level below it (decision 067): the issuer of an account's invoice is the
 * nearest account above it that has issuer details (an OEM master for its own customers, else the
 * master). A tree without any has the nearest account above's company name and no registration
 * number, which is then not a qualified invoice.
 */
export async function issuerFor(db: Db | Tx, accountPath: string): Promise<Issuer> {
  const ancestors = accountPath.split("/").filter(Boolean).slice(0, -1);
  if (ancestors.length === 0) return { accountId: null, details: emptyIssuer("") };
  const [found] = await queryRows<IssuerDetails & { accountId: string }>(
    db,
    sql`select b.account_id as "accountId", b.name, b.registration_number as "registrationNumber",
          b.address, b.bank_transfer as "bankTransfer"
        from billing_issuers b join accounts a on a.id = b.account_id
        where b.account_id in (${sql.join(
          ancestors.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        order by length(a.path) desc limit 1`,
  );
  if (found) {
    const { accountId, ...details } = found;
    return { accountId, details };
  }
  const parentId = ancestors.at(-1)!;
  const [parent] = await db
    .select({ name: accounts.companyName })
    .from(accounts)
    .where(eq(accounts.id, parentId));
  return { accountId: null, details: emptyIssuer(parent?.name ?? "") };
}

const emptyIssuer = (name: string): IssuerDetails => ({
  name,
  registrationNumber: "",
  address: "",
  bankTransfer: "",
});

/** Invoice numbers: the billed month and a sequence shared by all issuers, never reused. */
async function nextInvoiceNumber(db: Db | Tx, month: string): Promise<string> {
  const [row] = await queryRows<{ n: string }>(db, sql`select nextval('invoice_number_seq')::text as n`);
  return `${month.replace("-", "")}-${row!.n.padStart(6, "0")}`;
}

export interface IssueInput {
  payment: PaymentRow;
  lines: StoredLine[];
  taxes: TaxByRate[];
  subtotal: number;
  issuer: Issuer;
  notes?: string;
  replacesId?: string;
  now?: Date;
}

/** Writes a new invoice; rows are never changed afterwards (a trigger refuses it). */
export async function issueInvoice(db: Db | Tx, input: IssueInput) {
  const { payment } = input;
  const [row] = await db
    .insert(invoices)
    .values({
      paymentId: payment.id,
      accountId: payment.accountId,
      accountPath: payment.accountPath,
      number: await nextInvoiceNumber(db, payment.month),
      month: payment.month,
      invoiceDate: jstDate(input.now ?? new Date()),
      dueDate: invoiceDueDate(payment.month),
      issuerAccountId: input.issuer.accountId,
      issuer: input.issuer.details,
      recipientName: payment.companyName,
      lines: input.lines,
      subtotal: input.subtotal,
      taxes: input.taxes,
      tax: payment.tax,
      total: payment.total,
      notes: input.notes ?? "",
      replacesId: input.replacesId ?? null,
    })
    .returning();
  return row!;
}

export async function invoicesOfPayment(db: Db | Tx, paymentId: string) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.paymentId, paymentId))
    .orderBy(desc(invoices.createdAt));
}

const lineLabel: Record<InvoiceLine["kind"], MessageKey> = {
  plan: "billing.pdf.line.plan",
  pageViews: "billing.pdf.line.pageViews",
  license: "billing.pdf.line.license",
  initial: "billing.pdf.line.initial",
};

export function labelOf(line: StoredLine, locale: Locale): string {
  return translate(lineLabel[line.kind], locale, {
    plan: line.params?.plan ?? "",
    limit: (line.params?.limit ?? 0).toLocaleString("en-US"),
  });
}

/**
 * An invoice as the wire shows it. "Paid by credit card on …" is the payment's fact, read beside
 * the unchanged invoice, not written into it.
 */
export function toInvoice(
  row: InvoiceRow,
  context: { payment: PaymentRow; all: InvoiceRow[]; locale: Locale },
): Invoice {
  const replaced = row.replacesId ? context.all.find((other) => other.id === row.replacesId) : undefined;
  const replacement = context.all.find((other) => other.replacesId === row.id);
  const paidByCard = context.payment.method === "card" && context.payment.status === "paid";
  return {
    id: row.id,
    number: row.number,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    month: row.month,
    issuer: row.issuer as IssuerDetails,
    recipientName: row.recipientName,
    lines: (row.lines as StoredLine[]).map((line) => ({
      kind: line.kind,
      label: labelOf(line, context.locale),
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      amount: line.amount,
      ratePercent: line.ratePercent,
    })),
    subtotal: row.subtotal,
    taxes: row.taxes as TaxByRate[],
    tax: row.tax,
    total: row.total,
    notes: row.notes,
    paidByCardOn: paidByCard && context.payment.paidAt ? jstDate(context.payment.paidAt) : null,
    replacesNumber: replaced?.number ?? null,
    cancelledByNumber: replacement?.number ?? null,
    issuedAt: row.createdAt.toISOString(),
  };
}
