import { type PaymentMethodInfo, userTypeIdOf } from "@mekuri/domain";
import type { Db, Tx } from "../../platform/database/database.ts";
import { billingWebhookEvents } from "../../platform/database/schema/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import type { Actor } from "../accounts/actor.ts";
import { findBillingProfile, saveBillingProfile } from "./billing-profile-repository.ts";
import { atProvider, type SavedCard, type StripeProvider } from "./providers/stripe-provider.ts";

/**
 * A customer saves its own card on Stripe's hosted page (decision 115): the console asks for the
 * page, the browser comes back with the session id, and the card is read back from Stripe, both
 * on that return and from the `checkout.session.completed` webhook, whichever comes first.
 */

export async function paymentMethodOf(
  db: Db,
  accountId: string,
  stripe: StripeProvider | undefined,
): Promise<PaymentMethodInfo> {
  const profile = await findBillingProfile(db, accountId);
  const method = profile?.method === "card" ? "card" : "bank_transfer";
  return { method, card: method === "card" ? (profile?.card ?? null) : null, cardAvailable: Boolean(stripe) };
}

/** The address of Stripe's page for the caller's own account, which then returns to plan check. */
export async function startCardSetup(
  db: Db,
  stripe: StripeProvider,
  actor: Actor,
  input: { consoleUrl: string; locale: "ja" | "en" | "zh" | "ko" },
): Promise<string> {
  if (actor.accountKind === "master") throw new AppError(409, "CONFLICT", "billing.notBilled");
  const account = actor.account;
  const profile = await findBillingProfile(db, account.id);
  const customer =
    profile?.providerCustomer ??
    (await atProvider(() => stripe.ensureCustomer({ id: account.id, companyName: account.companyName })));
  if (!profile?.providerCustomer) await saveBillingProfile(db, account.id, { providerCustomer: customer });
  const page = `${input.consoleUrl}/${userTypeIdOf(actor.role, actor.accountKind)}/check-plan`;
  return atProvider(() =>
    stripe.startCardSetup({
      accountId: account.id,
      customer,
      returnUrl: `${page}?card_setup={CHECKOUT_SESSION_ID}`,
      cancelUrl: page,
      locale: input.locale,
    }),
  );
}

function saveCard(db: Db | Tx, saved: SavedCard) {
  return saveBillingProfile(db, saved.accountId, {
    method: "card",
    providerCustomer: saved.customer,
    providerPaymentMethod: saved.paymentMethod,
    card: saved.card,
  });
}

/** The browser's return: the session must have saved a card for the caller's own account. */
export async function completeCardSetup(
  db: Db,
  stripe: StripeProvider,
  actor: Actor,
  sessionId: string,
): Promise<PaymentMethodInfo> {
  const saved = await atProvider(() => stripe.savedCard(sessionId));
  // Another account's session reads as one that saved nothing: its id says nothing to this caller.
  if (!saved || saved.accountId !== actor.account.id)
    throw new AppError(400, "VALIDATION_ERROR", "billing.cardSetupUnfinished");
  await saveCard(db, saved);
  return { method: "card", card: saved.card, cardAvailable: true };
}

/** The webhook's path to the same result; each event is acted on once. */
export async function handleCardSetupEvent(
  db: Db,
  stripe: StripeProvider,
  event: { id: string; type: string; sessionId: string },
): Promise<"handled" | "duplicate" | "ignored"> {
  const saved = await atProvider(() => stripe.savedCard(event.sessionId));
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(billingWebhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return "duplicate";
    if (!saved) return "ignored";
    await saveCard(tx, saved);
    return "handled";
  });
}
