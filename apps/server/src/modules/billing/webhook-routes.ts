import { errorResponse } from "@mekuri/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type Stripe from "stripe";
import { z } from "zod";
import type { Db } from "../../platform/database/database.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { handleCardSetupEvent } from "./card-setup.ts";
import { handleProviderEvent } from "./charges.ts";
import type { StripeProvider } from "./providers/stripe-provider.ts";

/**
 * Stripe's webhook. The signature is checked on the exact bytes received, so this plugin reads the
 * body as text; an event older than five minutes is refused (a replayed delivery), and an event id
 * seen before is acknowledged without acting again (Stripe retries deliveries). Payment events
 * settle payments; a finished card setup saves the account's card (decision 115).
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ db: Db; stripe?: StripeProvider }> = async (
  app,
  { db, stripe },
) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    "/billing/webhook/stripe",
    {
      config: { access: "public" },
      schema: {
        tags: ["billing"],
        summary: "Stripe's payment events (signed; each handled once)",
        response: {
          200: z.object({ received: z.boolean(), duplicate: z.boolean() }),
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      if (!stripe) throw new AppError(404, "NOT_FOUND", "error.notFound");
      const event = await stripe.verifyWebhook(
        request.body as string,
        request.headers["stripe-signature"] as string | undefined,
      );
      if (event.type === "checkout.session.completed") {
        const session = event.data.object as Stripe.Checkout.Session;
        if (session.mode === "setup") {
          const outcome = await handleCardSetupEvent(db, stripe, {
            id: event.id,
            type: event.type,
            sessionId: session.id,
          });
          return { received: true, duplicate: outcome === "duplicate" };
        }
      }
      const intent = event.data.object as Stripe.PaymentIntent;
      const outcome = await handleProviderEvent(db, {
        id: event.id,
        type: event.type,
        paymentId: intent.metadata?.payment_id,
        reference: intent.id,
        failureCode: intent.last_payment_error?.code ?? undefined,
      });
      return { received: true, duplicate: outcome === "duplicate" };
    },
  );
};
