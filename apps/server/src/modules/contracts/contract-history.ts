import type { ContractAction } from "@mekuri/domain";
import type { Tx } from "../../platform/database/database.ts";
import { contractHistory } from "../../platform/database/schema/index.ts";
import type { Actor } from "../accounts/actor.ts";

/** Writes one line of the contract edit history, inside the caller's transaction. */
export async function recordHistory(
  tx: Tx,
  input: { accountId: string; actor: Actor; action: ContractAction; detail?: string },
) {
  await tx.insert(contractHistory).values({
    accountId: input.accountId,
    executorId: input.actor.operatorId,
    executorName: `${input.actor.name} <${input.actor.email}>`,
    action: input.action,
    detail: input.detail ?? "",
  });
}
