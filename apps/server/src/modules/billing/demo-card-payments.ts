import { randomBytes } from "node:crypto";
import type { Config } from "../../config.ts";
import { StripeFake } from "./stripe-fake/stripe-fake.ts";

/**
 * The demo's card payments (decision 116): a development start with the demo and no Stripe settings
 * runs the repo's fake Stripe server beside the app, so a newcomer saves a card on its hosted page
 * with Stripe's test number 4242 4242 4242 4242 and sees card bills charged. Never in production,
 * and never when real Stripe settings are given.
 */
export async function startDemoCardPayments(config: Config) {
  if (config.stripe || !config.seedDemo || config.env === "production") return undefined;
  const fake = new StripeFake(`sk_test_demo_${randomBytes(12).toString("hex")}`);
  fake.webhookSecret = `whsec_demo_${randomBytes(16).toString("hex")}`;
  const apiUrl = await fake.start();
  return {
    settings: { secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, apiUrl },
    /** The app's own webhook address, once it listens. */
    deliverTo(appUrl: string) {
      fake.webhookUrl = `${appUrl}/api/v1/billing/webhook/stripe`;
    },
    note: `  Card payments  a local stand-in for Stripe (save a card with the test number 4242 4242 4242 4242)`,
    stop: () => fake.stop(),
  };
}
