import Stripe from "stripe";
import { AppError } from "../../../platform/http/app-error.ts";
import type { ChargeOutcome, ChargeRequest, PaymentProvider } from "./payment-provider.ts";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a local fake in tests and demos); Stripe's own by default. */
  apiUrl?: string;
}

/** A webhook older than this is refused, so a captured delivery cannot be replayed later. */
const webhookToleranceSeconds = 300;

/** Card payments through Stripe's official SDK (decision 068). */
export class StripeProvider implements PaymentProvider {
  readonly method = "card" as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api
        ? {
            host: api.hostname,
            port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
            protocol: api.protocol === "https:" ? "https" : "http",
          }
        : {}),
    });
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    if (!request.customer || !request.paymentMethod)
      return { status: "failed", reference: null, failureCode: "no_payment_method" };
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: "jpy",
          customer: request.customer,
          payment_method: request.paymentMethod,
          confirm: true,
          off_session: true,
          description: request.description,
          metadata: { payment_id: request.paymentId },
        },
        // The same try of the same payment is one charge at Stripe, however often it is sent.
        { idempotencyKey: `payment-${request.paymentId}-${request.attempt}` },
      );
      return outcomeOf(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return {
          status: "failed",
          reference: error.payment_intent?.id ?? null,
          failureCode: error.code ?? "card_declined",
        };
      }
      throw error;
    }
  }

  /** The event of a webhook delivery whose signature is right and recent; else a 400. */
  verifyWebhook(rawBody: string | Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw new AppError(400, "VALIDATION_ERROR", "billing.webhookSignature");
    try {
      return this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.settings.webhookSecret,
        webhookToleranceSeconds,
      );
    } catch {
      throw new AppError(400, "VALIDATION_ERROR", "billing.webhookSignature");
    }
  }
}

export function outcomeOf(intent: Stripe.PaymentIntent): ChargeOutcome {
  switch (intent.status) {
    case "succeeded":
      return { status: "paid", reference: intent.id };
    case "processing":
      return { status: "processing", reference: intent.id };
    case "requires_action":
      return { status: "failed", reference: intent.id, failureCode: "authentication_required" };
    default:
      return {
        status: "failed",
        reference: intent.id,
        failureCode: intent.last_payment_error?.code ?? intent.status,
      };
  }
}
