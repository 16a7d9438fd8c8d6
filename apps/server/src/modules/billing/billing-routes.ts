import {
  billActionResponse,
  billDetail,
  billEstimate,
  billEstimateQuery,
  billExportQuery,
  billedAccountList,
  billIdParams,
  billingMonthProblem,
  billListQuery,
  billPage,
  errorResponse,
  exportPdfQuery,
  issuerBody,
  issuerResponse,
  reissueBody,
  runBillingBody,
  runBillingResponse,
  translate,
} from "@mekuri/domain";
import { eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/database/database.ts";
import { billingIssuers } from "../../platform/database/schema/index.ts";
import { AppError, forbidden } from "../../platform/http/app-error.ts";
import { sendCsv } from "../../platform/http/csv-reply.ts";
import type { JobQueue } from "../../platform/jobs/job-queue.ts";
import { requireActor } from "../auth/access-control.ts";
import { findChildAccount, findReachableAccount } from "../tenancy/account-scope.ts";
import { confirmReceipt, forceComplete, mayConfirmReceipt, reissue } from "./bill-actions.ts";
import { saveBillingProfile } from "./billing-profile-repository.ts";
import { billsCsv } from "./bills-csv.ts";
import { chargePayment, type PaymentProviders, queueCardCharges } from "./charges.ts";
import { estimateFor } from "./estimate.ts";
import { invoicePdf } from "./invoice-pdf.ts";
import { invoicesOfPayment, toInvoice } from "./invoices.ts";
import { runMonthlyBilling } from "./monthly-bills.ts";
import {
  billedAccounts,
  billNotFound,
  findPayment,
  listPayments,
  toPaymentRecord,
} from "./payment-repository.ts";

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};
const tags = ["billing"];
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

const billingProfileBody = z
  .object({
    method: z.enum(["bank_transfer", "card"]),
    providerCustomer: z.string().trim().max(255).optional(),
    providerPaymentMethod: z.string().trim().max(255).optional(),
  })
  .strict();

/**
 * Payment list, invoice and payment history (admin.md §2, §3, §7 `bill/{id}`). Every call checks
 * `billing:view` or `billing:forceComplete` and reads only the caller's tree: its own bills and
 * those of the accounts below it.
 */
export const billingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  jobs: JobQueue;
  providers: PaymentProviders;
}> = async (app, { db, jobs, providers }) => {
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

  const action = (
    path: string,
    summary: string,
    run: (
      actorId: Parameters<typeof forceComplete>[1],
      id: string,
    ) => Promise<Parameters<typeof toPaymentRecord>[0]>,
    message: "billing.forceCompleted" | "billing.receiptConfirmed",
    access: "billing:forceComplete" | "billing:confirmReceipt",
  ) =>
    app.put(
      `/bill/:id/${path}`,
      {
        config: { access },
        schema: { tags, summary, params: billIdParams, response: { 200: billActionResponse, ...errors } },
      },
      async (request) => {
        const row = await run(requireActor(request), request.params.id);
        const { invoiceNumber } = await findPayment(db, requireActor(request), row.id);
        return { message: translate(message, request.locale), payment: toPaymentRecord(row, invoiceNumber) };
      },
    );
  action(
    "force-complete",
    "Force-complete an unpaid payment (irreversible; written to the contract history)",
    (actor, id) => forceComplete(db, actor, id),
    "billing.forceCompleted",
    "billing:forceComplete",
  );
  action(
    "confirm-receipt",
    "Record that a bank transfer arrived (the master, or an OEM master for an invoice it issued)",
    (actor, id) => confirmReceipt(db, actor, id),
    "billing.receiptConfirmed",
    "billing:confirmReceipt",
  );

  app.post(
    "/bill/:id/reissue",
    {
      config: { access: "billing:forceComplete" },
      schema: {
        tags,
        summary: "Correct a bill: a new invoice that cancels the current one (both are kept)",
        params: billIdParams,
        body: reissueBody,
        response: { 200: billActionResponse, ...errors },
      },
    },
    async (request) => {
      const { payment, invoice } = await reissue(
        db,
        requireActor(request),
        request.params.id,
        request.body.notes,
      );
      return {
        message: translate("billing.reissued", request.locale),
        payment: toPaymentRecord(payment, invoice.number),
      };
    },
  );

  app.post(
    "/bill/:id/charge",
    {
      config: { access: "billing:forceComplete" },
      schema: {
        tags,
        summary: "Charge a card payment now (again after a failure)",
        params: billIdParams,
        response: { 200: billActionResponse, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { payment } = await findPayment(db, actor, request.params.id);
      if (payment.method !== "card") throw new AppError(409, "CONFLICT", "billing.invalidTransition");
      if (!providers.card) throw new AppError(409, "CONFLICT", "billing.cardNotConfigured");
      const row = await chargePayment(db, providers, payment.id);
      if (!row) throw new AppError(409, "CONFLICT", "billing.invalidTransition");
      const { invoiceNumber } = await findPayment(db, actor, row.id);
      const message =
        row.status === "paid"
          ? "billing.chargeSucceeded"
          : row.status === "failed"
            ? "billing.chargeFailed"
            : "billing.chargeProcessing";
      return { message: translate(message, request.locale), payment: toPaymentRecord(row, invoiceNumber) };
    },
  );

  app.post(
    "/master/bill/run",
    {
      config: { access: "billing:forceComplete" },
      schema: {
        tags,
        summary:
          "Make the bills of a closed month now (the monthly job; a second run makes only what is missing)",
        body: runBillingBody,
        response: { 200: runBillingResponse, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (actor.accountKind !== "master") throw forbidden();
      const { month } = request.body;
      const problem = billingMonthProblem(month, new Date());
      if (problem) throw new AppError(400, "VALIDATION_ERROR", problem);
      const result = await runMonthlyBilling(db, month);
      await queueCardCharges(db, jobs, month);
      return {
        message: translate("billing.runDone", request.locale, { ...result }),
        created: result.created,
        existing: result.existing,
      };
    },
  );

  app.get(
    "/billing/issuer",
    {
      config: { access: "billing:view" },
      schema: {
        tags,
        summary: "The issuer details printed on the invoices of the caller's tree",
        response: { 200: issuerResponse, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const [row] = await db
        .select()
        .from(billingIssuers)
        .where(eq(billingIssuers.accountId, actor.account.id));
      return row
        ? {
            configured: true,
            name: row.name,
            registrationNumber: row.registrationNumber,
            address: row.address,
            bankTransfer: row.bankTransfer,
          }
        : { configured: false, name: "", registrationNumber: "", address: "", bankTransfer: "" };
    },
  );

  app.put(
    "/billing/issuer",
    {
      config: { access: "contracts:manage" },
      schema: {
        tags,
        summary:
          "Set the issuer details of the caller's tree: the master's, or an OEM master's own (decision 067)",
        body: issuerBody,
        response: { 200: issuerResponse.extend({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      if (actor.accountKind !== "master" && actor.accountKind !== "oem_master") throw forbidden();
      const values = { accountId: actor.account.id, ...request.body };
      await db
        .insert(billingIssuers)
        .values(values)
        .onConflictDoUpdate({ target: billingIssuers.accountId, set: request.body });
      return { message: translate("billing.issuerSaved", request.locale), configured: true, ...request.body };
    },
  );

  app.put(
    "/master/billing-profile/:id",
    {
      config: { access: "billing:forceComplete" },
      schema: {
        tags,
        summary: "How an account pays: bank transfer, or a card saved at the card provider",
        params: billIdParams,
        body: billingProfileBody,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const account = await findChildAccount(db, actor, request.params.id);
      await saveBillingProfile(db, account.id, {
        method: request.body.method,
        providerCustomer: request.body.providerCustomer ?? null,
        providerPaymentMethod: request.body.providerPaymentMethod ?? null,
      });
      return { message: translate("billing.profileSaved", request.locale) };
    },
  );
};
