import { type AccountKind, type PlanFlags, planCapabilities } from "@mekuri/domain";
import type { Tx } from "../../platform/database/database.ts";
import { planStateOf } from "../plans/plan-state.ts";

/**
 * What the owner's plan in force lets a published site show (viewer.md §6). A plan that costs
 * nothing is the free plan of the spec, whose sites carry the powered-by footer; so does an account
 * without a plan. The platform's own sites have every feature and no footer.
 */
export async function planFlagsOfAccount(
  db: Tx,
  account: { id: string; kind: AccountKind },
): Promise<PlanFlags> {
  if (account.kind === "master")
    return { settingFormContact: true, settingPopupCta: true, poweredBy: false, settingTagSeo: true };
  const { current } = await planStateOf(db, account.id);
  const { features } = planCapabilities(current);
  return {
    settingFormContact: features.settingFormContact,
    settingPopupCta: features.settingPopupCta,
    poweredBy: !current || current.price === 0,
    settingTagSeo: features.settingTagSeo,
  };
}
