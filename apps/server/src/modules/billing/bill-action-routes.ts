import {
  billActionResponse,
  billIdParams,
  billingMonthProblem,
  reissueBody,
  runBillingBody,
  runBillingResponse,
  translate,
} from "@mekuri/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { AppError, forbidden } from "../../platform/http/app-error.ts";
import type { JobQueue } from "../../platform/jobs/job-queue.ts";
import { requireActor } from "../auth/access-control.ts";
import { confirmReceipt, forceComplete, reissue } from "./bill-actions.ts";
import { billingErrors as errors, billingTags as tags } from "./billing-route-schemas.ts";
import { chargePayment, type PaymentProviders, queueCardCharges } from "./charges.ts";
import { runMonthlyBilling } from "./monthly-bills.ts";
import { findPayment, toPaymentRecord } from "./payment-repository.ts";

/**
 * What staff do to bills (admin.md §2, §7): force-complete, confirm a transfer, correct, charge a
 * card again, and make a closed month's bills. Each answers the changed payment record.
 */
export const billActionRoutes: FastifyPluginAsyncZod<{
  db: Db;
  jobs: JobQueue;
  providers: PaymentProviders;
}> = async (app, { db, jobs, providers }) => {
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
};
