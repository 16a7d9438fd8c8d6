import {
  cardSetupCompleteBody,
  cardSetupCompleteResponse,
  cardSetupResponse,
  errorResponse,
  paymentMethodResponse,
  translate,
} from "@mekuri/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/database/database.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { requireActor } from "../auth/access-control.ts";
import { completeCardSetup, paymentMethodOf, startCardSetup } from "./card-setup.ts";
import type { StripeProvider } from "./providers/stripe-provider.ts";

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  409: errorResponse,
  503: errorResponse,
};
const tags = ["billing"];

/** How the caller's own account pays, and saving a card on the provider's page (decision 115). */
export const paymentMethodRoutes: FastifyPluginAsyncZod<{
  db: Db;
  stripe: StripeProvider | undefined;
  consoleUrl: string;
}> = async (app, { db, stripe, consoleUrl }) => {
  const cardProvider = () => {
    if (!stripe) throw new AppError(409, "CONFLICT", "billing.cardNotConfigured");
    return stripe;
  };

  app.get(
    "/billing/payment-method",
    {
      config: { access: "billing:view" },
      schema: {
        tags,
        summary: "How the caller's account pays its bills, and whether a card can be saved",
        response: { 200: paymentMethodResponse, ...errors },
      },
    },
    async (request) => paymentMethodOf(db, requireActor(request).account.id, stripe),
  );

  app.post(
    "/billing/card-setup",
    {
      config: { access: "billing:paymentMethod" },
      schema: {
        tags,
        summary: "Start saving a card: the address of the card provider's page to send the browser to",
        response: { 200: cardSetupResponse, ...errors },
      },
    },
    async (request) => ({
      url: await startCardSetup(db, cardProvider(), requireActor(request), {
        consoleUrl,
        locale: request.locale,
      }),
    }),
  );

  app.post(
    "/billing/card-setup/complete",
    {
      config: { access: "billing:paymentMethod" },
      schema: {
        tags,
        summary: "Finish saving a card after the provider's page sent the browser back",
        body: cardSetupCompleteBody,
        response: { 200: cardSetupCompleteResponse, ...errors },
      },
    },
    async (request) => ({
      message: translate("billing.cardSaved", request.locale),
      ...(await completeCardSetup(db, cardProvider(), requireActor(request), request.body.sessionId)),
    }),
  );
};
