import {
  billDetail,
  billEstimate,
  billEstimateQuery,
  billExportQuery,
  billedAccountList,
  billIdParams,
  billListQuery,
  billPage,
  exportPdfQuery,
} from "@mekuri/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { sendCsv } from "../../platform/http/csv-reply.ts";
import { requireActor } from "../auth/access-control.ts";
import { findReachableAccount } from "../tenancy/account-scope.ts";
import { mayConfirmReceipt } from "./bill-actions.ts";
import { billingErrors as errors, billingTags as tags } from "./billing-route-schemas.ts";
import { billsCsv } from "./bills-csv.ts";
import { estimateFor } from "./estimate.ts";
import { invoicePdf } from "./invoice-pdf.ts";
import { invoicesOfPayment, toInvoice } from "./invoices.ts";
import {
  billedAccounts,
  billNotFound,
  findPayment,
  listPayments,
  toPaymentRecord,
} from "./payment-repository.ts";

/** A CSV export holds at most this many bills; the list's filters narrow it. */
const exportLimit = 50_000;

/** Sends a PDF as a download; an invoice is the customer's own business, so no cache keeps it. */
function sendPdf(reply: FastifyReply, fileName: string, file: Buffer) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "private, no-store")
    .send(file);
}

/**
 * Payment list, invoice and payment history (admin.md §2, §3, §7 `bill/{id}`). Every call checks
 * `billing:view` and reads only the caller's tree: its own bills and those of the accounts below
 * it. What staff do to a bill is in `bill-action-routes.ts`, issuer and profile settings in
 * `billing-settings-routes.ts`.
 */
export const billingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/bill",
    {
      config: { access: "billing:view" },
      schema: {
        tags,
        summary: "Payment list: by month, status and account",
        querystring: billListQuery,
        response: { 200: billPage, ...errors },
      },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      return listPayments(db, requireActor(request), filters, { page, pageSize });
    },
  );

  app.get(
    "/bill/export-csv",
    {
      config: { access: "billing:view" },
      schema: {
        tags,
        summary: "The payment list as CSV (UTF-8 with BOM, CRLF), with the list's filters",
        querystring: billExportQuery,
        produces: ["text/csv"],
        response: errors,
      },
    },
    async (request, reply) => {
      const { items } = await listPayments(db, requireActor(request), request.query, {
        page: 1,
        pageSize: exportLimit,
      });
      return sendCsv(reply, `bills-${request.query.month ?? "all"}.csv`, billsCsv(items, request.locale));
    },
  );

  app.get(
    "/bill/accounts",
    {
      config: { access: "billing:view" },
      schema: {
        tags,
        summary: "The accounts with bills in the caller's tree (the payment list's account filter)",
        response: { 200: billedAccountList, ...errors },
      },
    },
    async (request) => ({ items: await billedAccounts(db, requireActor(request)) }),
  );

  app.get(
    "/bill/estimate",
    {
      config: { access: "billing:view" },
      schema: {
        tags,
        summary: "Plan confirmation: the next bill's estimate from this month's page views so far",
        querystring: billEstimateQuery,
        response: { 200: billEstimate, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const account = await findReachableAccount(db, actor, request.query.id ?? actor.account.id);
      return estimateFor(db, account);
    },
  );

  /** The payment's invoices and the current one (the newest, which no correction replaces). */
  const invoicesOf = async (paymentId: string) => {
    const all = await invoicesOfPayment(db, paymentId);
    return { all, current: all.find((row) => !all.some((other) => other.replacesId === row.id)) };
  };

  app.get(
    "/bill/:id",
    {
      config: { access: "billing:view" },
      schema: {
        tags,
        summary: "A bill: its payment record and its current invoice",
        params: billIdParams,
        response: { 200: billDetail, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { payment, invoiceNumber } = await findPayment(db, actor, request.params.id);
      const { all, current } = await invoicesOf(payment.id);
      return {
        payment: toPaymentRecord(payment, invoiceNumber),
        invoice: current ? toInvoice(current, { payment, all, locale: request.locale }) : null,
        invoices: all.map((row) => ({
          id: row.id,
          number: row.number,
          issuedAt: row.createdAt.toISOString(),
          cancelled: all.some((other) => other.replacesId === row.id),
        })),
        canForceComplete: actor.permissions.has("billing:forceComplete") && payment.status === "unpaid",
        canConfirmReceipt:
          (payment.status === "unpaid" || payment.status === "failed") &&
          mayConfirmReceipt(actor, current?.issuerAccountId ?? null),
      };
    },
  );

  app.get(
    "/bill/:id/export-pdf",
    {
      config: { access: "billing:view" },
      schema: {
        tags,
        summary: "The current invoice as a PDF in Japanese, with the labels also in the reader's language",
        params: billIdParams,
        querystring: exportPdfQuery,
        produces: ["application/pdf"],
        response: errors,
      },
    },
    async (request, reply) => {
      const { payment } = await findPayment(db, requireActor(request), request.params.id);
      const { all, current } = await invoicesOf(payment.id);
      if (!current) throw billNotFound();
      const locale = request.query.lang ?? request.locale;
      const japanese = toInvoice(current, { payment, all, locale: "ja" });
      const file = await invoicePdf(
        toInvoice(current, { payment, all, locale }),
        japanese.lines.map((line) => line.label),
        locale,
      );
      return sendPdf(reply, `invoice-${current.number}.pdf`, file);
    },
  );
};
