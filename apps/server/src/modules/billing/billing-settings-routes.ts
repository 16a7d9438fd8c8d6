import { billIdParams, issuerBody, issuerResponse, translate } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/database/database.ts";
import { billingIssuers } from "../../platform/database/schema/index.ts";
import { forbidden } from "../../platform/http/app-error.ts";
import { requireActor } from "../auth/access-control.ts";
import { findChildAccount } from "../tenancy/account-scope.ts";
import { saveBillingProfile } from "./billing-profile-repository.ts";
import { billingErrors as errors, billingTags as tags } from "./billing-route-schemas.ts";

const billingProfileBody = z
  .object({
    method: z.enum(["bank_transfer", "card"]),
    providerCustomer: z.string().trim().max(255).optional(),
    providerPaymentMethod: z.string().trim().max(255).optional(),
  })
  .strict();

/**
 * Who issues the invoices of a tree and how an account pays (admin.md §3, decision 067): the
 * issuer details printed on invoices, and an account's billing profile set by the master.
 */
export const billingSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
