import type Stripe from "stripe";
import { AppError } from "../../../platform/http/app-error.ts";
import type { ChargeOutcome, ChargeRequest, PaymentProvider } from "./payment-provider.ts";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a local fake in tests and demos); Stripe's own by default. */
  apiUrl?: string;
}

/** Stripe could not be reached or answered an error that is not about the card: try again later. */
export const providerUnavailable = () =>
  new AppError(503, "SERVICE_UNAVAILABLE", "billing.providerUnavailable");

/**
 * Stripe's SDK, imported on the first call rather than at start (decision 136): it takes about
 * 6 MB resident, and an installation without card payments never calls it.
 */
async function stripeSdk(): Promise<typeof Stripe> {
  return (await import("stripe")).default;
}

/** Runs a call to Stripe; its failures that are not the caller's answer 503 instead of 500. */
export async function atProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const { errors } = await stripeSdk();
    if (error instanceof errors.StripeError && !(error instanceof errors.StripeCardError))
      throw providerUnavailable();
    throw error;
  }
}

export interface SavedCard {
  accountId: string;
  customer: string;
  paymentMethod: string;
  card: { brand: string; last4: string; expMonth: number; expYear: number };
}

/** A webhook older than this is refused, so a captured delivery cannot be replayed later. */
const webhookToleranceSeconds = 300;

/** Card payments through Stripe's official SDK (decision 068). */
export class StripeProvider implements PaymentProvider {
  readonly method = "card" as const;
  private client: Promise<Stripe> | undefined;

  constructor(private readonly settings: StripeSettings) {}

  /** The SDK's client, made on the first call. */
  private stripe(): Promise<Stripe> {
    this.client ??= stripeSdk().then((StripeClient) => {
      const api = this.settings.apiUrl ? new URL(this.settings.apiUrl) : undefined;
      return new StripeClient(this.settings.secretKey, {
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
    });
    return this.client;
  }

  async charge(request: ChargeRequest): Promise<ChargeOutcome> {
    if (!request.customer || !request.paymentMethod)
      return { status: "failed", reference: null, failureCode: "no_payment_method" };
    const stripe = await this.stripe();
    const { errors } = await stripeSdk();
    try {
      const intent = await stripe.paymentIntents.create(
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
      if (error instanceof errors.StripeCardError) {
        return {
          status: "failed",
          reference: error.payment_intent?.id ?? null,
          failureCode: error.code ?? "card_declined",
        };
      }
      throw error;
    }
  }

  /** The account's customer at Stripe: made once per account, whatever the number of calls. */
  async ensureCustomer(account: { id: string; companyName: string }): Promise<string> {
    const customer = await (await this.stripe()).customers.create(
      { name: account.companyName, metadata: { account_id: account.id } },
      { idempotencyKey: `customer-${account.id}` },
    );
    return customer.id;
  }

  /**
   * A Checkout Session in setup mode: Stripe's own page takes the card, so no card number ever
   * reaches this server (decision 115). `{CHECKOUT_SESSION_ID}` in the return address is filled in
   * by Stripe.
   */
  async startCardSetup(input: {
    accountId: string;
    customer: string;
    returnUrl: string;
    cancelUrl: string;
    locale: "ja" | "en" | "zh" | "ko";
  }): Promise<string> {
    const session = await (await this.stripe()).checkout.sessions.create({
      mode: "setup",
      customer: input.customer,
      currency: "jpy",
      allowed_payment_method_types: ["card"],
      locale: input.locale,
      success_url: input.returnUrl,
      cancel_url: input.cancelUrl,
      metadata: { account_id: input.accountId },
    });
    if (!session.url) throw providerUnavailable();
    return session.url;
  }

  /** The card a finished setup session saved, with the account it was started for; null if unfinished. */
  async savedCard(sessionId: string): Promise<SavedCard | null> {
    const stripe = await this.stripe();
    const { errors } = await stripeSdk();
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.retrieve(sessionId, {
        expand: ["setup_intent", "setup_intent.payment_method"],
      });
    } catch (error) {
      // An id Stripe does not know saved nothing; any other failure is the provider's.
      if (error instanceof errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
    const intent = session.setup_intent as Stripe.SetupIntent | null;
    const method = intent?.payment_method as Stripe.PaymentMethod | null | undefined;
    const accountId = session.metadata?.account_id;
    if (session.mode !== "setup" || session.status !== "complete" || intent?.status !== "succeeded")
      return null;
    if (!accountId || !method?.card || typeof session.customer !== "string") return null;
    return {
      accountId,
      customer: session.customer,
      paymentMethod: method.id,
      card: {
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      },
    };
  }

  /** The event of a webhook delivery whose signature is right and recent; else a 400. */
  async verifyWebhook(rawBody: string | Buffer, signature: string | undefined): Promise<Stripe.Event> {
    if (!signature) throw new AppError(400, "VALIDATION_ERROR", "billing.webhookSignature");
    const stripe = await this.stripe();
    try {
      return stripe.webhooks.constructEvent(
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
