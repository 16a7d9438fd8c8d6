import type { contractStatuses } from "../schemas/auth.ts";

export type ContractStatus = (typeof contractStatuses)[number];
export type ContractTransition = "suspend" | "resume" | "terminate";

/**
 * admin.md §4 Contract: suspend moves an active contract to suspended; resume brings a suspended
 * one back; terminate is permanent, from any state but terminated. Delete is a separate action.
 */
const transitions: Record<ContractTransition, { from: readonly ContractStatus[]; to: ContractStatus }> = {
  suspend: { from: ["active"], to: "suspended" },
  resume: { from: ["suspended"], to: "active" },
  terminate: { from: ["active", "suspended", "inactive"], to: "terminated" },
};

/** The status after the action, or null when the action is not possible from this status. */
export function nextContractStatus(
  status: ContractStatus,
  action: ContractTransition,
): ContractStatus | null {
  const transition = transitions[action];
  return transition.from.includes(status) ? transition.to : null;
}

/** The actions an operator can take on a contract in this status (delete is always separate). */
export function availableContractActions(status: ContractStatus): ContractTransition[] {
  return (Object.keys(transitions) as ContractTransition[]).filter((action) =>
    nextContractStatus(status, action),
  );
}

/** A terminated contract's information can no longer be changed. */
export function isContractEditable(status: ContractStatus): boolean {
  return status !== "terminated";
}
