import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts, timestamps } from "./core.ts";

/**
 * Payment records and invoices outlive the account they bill (kept 7 years, decision 067), so they
 * carry the account's id, path and company name as they were, without a foreign key that a deleted
 * account would take with it. The path scopes every read to the caller's tree.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id").notNull(),
    accountPath: text("account_path").notNull(),
    companyName: text("company_name").notNull(),
    /** "YYYY-MM", the JST month billed. */
    month: text("month").notNull(),
    planId: uuid("plan_id"),
    planName: text("plan_name").notNull(),
    pageViews: integer("page_views").notNull(),
    blocksConsumed: integer("blocks_consumed").notNull(),
    planFee: integer("plan_fee").notNull(),
    pageViewFee: integer("page_view_fee").notNull(),
    licenseFee: integer("license_fee").notNull(),
    initialFee: integer("initial_fee").notNull(),
    monthlyFee: integer("monthly_fee").notNull(),
    totalFee: integer("total_fee").notNull(),
    tax: integer("tax").notNull(),
    total: integer("total").notNull(),
    /** paid | unpaid | processing | void | completed | failed */
    status: text("status").notNull().default("unpaid"),
    /** bank_transfer | card */
    method: text("method").notNull(),
    /** The card provider's payment (a Stripe PaymentIntent id). */
    providerReference: text("provider_reference"),
    failureCode: text("failure_code"),
    chargeAttempts: integer("charge_attempts").notNull().default(0),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // One record per contract and month: the monthly job's second run finds the first one's.
    uniqueIndex("payments_account_month_idx").on(table.accountId, table.month),
    index("payments_path_month_idx").on(table.accountPath.op("text_pattern_ops"), table.month),
    index("payments_month_status_idx").on(table.month, table.status),
    uniqueIndex("payments_provider_reference_idx")
      .on(table.providerReference)
      .where(sql`${table.providerReference} is not null`),
  ],
);

export const invoiceNumbers = pgSequence("invoice_number_seq", { startWith: 1 });

/**
 * An issued invoice (admin.md §3 Invoice). Rows are never updated or deleted (a trigger refuses
 * it): a correction is a new row that `replaces` the old one, which then reads as cancelled.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    accountId: uuid("account_id").notNull(),
    accountPath: text("account_path").notNull(),
    number: text("number").notNull(),
    month: text("month").notNull(),
    invoiceDate: date("invoice_date").notNull(),
    dueDate: date("due_date").notNull(),
    /** The issuer's details as printed: the nearest account above the customer that has them. */
    issuerAccountId: uuid("issuer_account_id"),
    issuer: jsonb("issuer").notNull(),
    recipientName: text("recipient_name").notNull(),
    lines: jsonb("lines").notNull(),
    subtotal: integer("subtotal").notNull(),
    taxes: jsonb("taxes").notNull(),
    tax: integer("tax").notNull(),
    total: integer("total").notNull(),
    notes: text("notes").notNull().default(""),
    replacesId: uuid("replaces_id"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("invoices_number_idx").on(table.number),
    // A cancelled invoice has exactly one correction.
    uniqueIndex("invoices_replaces_idx").on(table.replacesId).where(sql`${table.replacesId} is not null`),
    index("invoices_payment_idx").on(table.paymentId),
    // Searchable by date, amount and counterparty (electronic bookkeeping law).
    index("invoices_search_idx").on(table.accountPath.op("text_pattern_ops"), table.invoiceDate, table.total),
    index("invoices_recipient_idx").on(table.recipientName),
  ],
);

/** Issuer details of a tree: the master's, or an OEM master's that bills its own customers. */
export const billingIssuers = pgTable("billing_issuers", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  registrationNumber: text("registration_number").notNull(),
  address: text("address").notNull(),
  bankTransfer: text("bank_transfer").notNull(),
  ...timestamps,
});

/** How an account pays: bank transfer (default) or a card saved at the card provider. */
export const billingProfiles = pgTable("billing_profiles", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  method: text("method").notNull().default("bank_transfer"),
  providerCustomer: text("provider_customer"),
  providerPaymentMethod: text("provider_payment_method"),
  /** The saved card as the provider describes it, for showing which card pays (never its number). */
  card: jsonb("card").$type<{ brand: string; last4: string; expMonth: number; expYear: number }>(),
  ...timestamps,
});

/** Card provider webhook events already handled: a delivery seen before is acknowledged, not acted on. */
export const billingWebhookEvents = pgTable("billing_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  ...timestamps,
});
