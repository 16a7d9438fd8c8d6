import { nextPaymentStatus, type PaymentEvent, type PaymentStatus } from "@mekuri/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../../platform/database/database.ts";
import { billingWebhookEvents, payments } from "../../platform/database/schema/index.ts";
import type { JobQueue } from "../../platform/jobs/job-queue.ts";
import { notifyAccount } from "../notifications/notify.ts";
import { findBillingProfile } from "./billing-profile-repository.ts";
import type { PaymentRow } from "./payment-repository.ts";
import {
  bankTransferProvider,
  type ChargeOutcome,
  type PaymentProvider,
} from "./providers/payment-provider.ts";

export interface PaymentProviders {
  bankTransfer: PaymentProvider;
  /** Absent when no card provider is configured. */
  card?: PaymentProvider;
}

export const chargeJobKind = "billing.charge";

/** Moves a payment by an event when its status allows it; answers the new row, or undefined. */
export async function applyPaymentEvent(
  tx: Tx,
  payment: PaymentRow,
  event: PaymentEvent,
  changes: Partial<typeof payments.$inferInsert> = {},
): Promise<PaymentRow | undefined> {
  const to = nextPaymentStatus(payment.status as PaymentStatus, event);
  if (!to) return undefined;
  const [row] = await tx
    .update(payments)
    .set({ ...changes, status: to, ...(to === "paid" ? { paidAt: changes.paidAt ?? new Date() } : {}) })
    // Only from the status read: a webhook and a charge answering at once cannot both move it.
    .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
    .returning();
  if (row && to === "failed") await notifyAccount(tx, row.accountId, "paymentFailed", { month: row.month });
  return row;
}

/** Records what the provider answered, if the payment still waits for it. */
async function recordOutcome(tx: Tx, payment: PaymentRow, outcome: ChargeOutcome) {
  const reference = outcome.reference ? { providerReference: outcome.reference } : {};
  if (outcome.status === "paid") return applyPaymentEvent(tx, payment, "succeed", reference);
  if (outcome.status === "failed")
    return applyPaymentEvent(tx, payment, "fail", { ...reference, failureCode: outcome.failureCode ?? null });
  if (outcome.status === "processing" && outcome.reference) {
    const [row] = await tx.update(payments).set(reference).where(eq(payments.id, payment.id)).returning();
    return row;
  }
  return payment;
}

/**
 * Collects one payment through its method's provider. A card charge first marks the payment
 * processing and counts the try, in its own transaction, then calls the provider with a key made
 * of the payment and the try: a crash after the call and a second run send the same key, and the
 * provider charges once. A payment already processing is left to the provider's webhook.
 */
export async function chargePayment(db: Db, providers: PaymentProviders, paymentId: string) {
  const started = await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!payment || (payment.status !== "unpaid" && payment.status !== "failed")) return undefined;
    if (payment.method !== "card") return { payment, provider: providers.bankTransfer, profile: undefined };
    const profile = await findBillingProfile(tx, payment.accountId);
    const row = await applyPaymentEvent(tx, payment, "charge", {
      chargeAttempts: payment.chargeAttempts + 1,
    });
    return row ? { payment: row, provider: providers.card, profile } : undefined;
  });
  if (!started) return undefined;
  const { payment, provider, profile } = started;
  const outcome: ChargeOutcome = provider
    ? await provider.charge({
        paymentId: payment.id,
        amount: payment.total,
        description: `Mekuri ${payment.month} ${payment.planName}`,
        attempt: payment.chargeAttempts,
        customer: profile?.providerCustomer ?? null,
        paymentMethod: profile?.providerPaymentMethod ?? null,
      })
    : { status: "failed", reference: null, failureCode: "provider_not_configured" };
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for("update");
    return current ? recordOutcome(tx, current, outcome) : undefined;
  });
}

/** Handles one card provider event once: a delivery already seen is acknowledged and ignored. */
export async function handleProviderEvent(
  db: Db,
  event: { id: string; type: string; paymentId?: string; reference?: string; failureCode?: string },
): Promise<"handled" | "duplicate" | "ignored"> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(billingWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return "duplicate";
    const where = event.paymentId
      ? eq(payments.id, event.paymentId)
      : event.reference
        ? eq(payments.providerReference, event.reference)
        : undefined;
    if (!where) return "ignored";
    const [payment] = await tx.select().from(payments).where(where).for("update");
    if (!payment) return "ignored";
    const reference = event.reference ? { providerReference: event.reference } : {};
    if (event.type === "payment_intent.succeeded") await applyPaymentEvent(tx, payment, "succeed", reference);
    else if (event.type === "payment_intent.payment_failed")
      await applyPaymentEvent(tx, payment, "fail", {
        ...reference,
        failureCode: event.failureCode ?? "card_declined",
      });
    else return "ignored";
    return "handled";
  });
}

/** Queues the collection of every card payment of a month still unpaid (once per payment). */
export async function queueCardCharges(db: Db, jobs: JobQueue, month: string) {
  const due = await db
    .select({ id: payments.id, attempts: payments.chargeAttempts })
    .from(payments)
    .where(and(eq(payments.month, month), eq(payments.method, "card"), eq(payments.status, "unpaid")));
  for (const payment of due)
    await jobs.enqueue(
      chargeJobKind,
      { paymentId: payment.id },
      `${chargeJobKind}:${payment.id}:${payment.attempts}`,
    );
  return due.length;
}

export function registerChargeJob(
  jobs: JobQueue,
  db: Db,
  providers: PaymentProviders,
  log: FastifyBaseLogger,
) {
  jobs.handle(chargeJobKind, async (payload) => {
    const { paymentId } = payload as { paymentId: string };
    const row = await chargePayment(db, providers, paymentId);
    if (row?.status === "failed")
      log.info({ payment: paymentId, code: row.failureCode }, "card payment failed");
    return { status: row?.status ?? null };
  });
}

export const defaultProviders = (card?: PaymentProvider): PaymentProviders => ({
  bankTransfer: bankTransferProvider,
  ...(card ? { card } : {}),
});
