/**
 * MRR movements between two consecutive months, per account (decision 071): new (first time
 * paying), reactivation (paying again after a pause), expansion and contraction (paying more or
 * less), churn (no longer paying). The month's MRR is last month's plus the sum of its movements.
 */
export const movementKinds = ["new", "reactivation", "expansion", "contraction", "churn"] as const;
export type MovementKind = (typeof movementKinds)[number];

export interface Movement {
  accountId: string;
  kind: MovementKind;
  from: number;
  to: number;
  /** to − from: negative for contraction and churn. */
  change: number;
}

/** The movement of one account, or null when its MRR did not change. */
export function classifyMovement(from: number, to: number, paidBefore: boolean): MovementKind | null {
  if (from === to) return null;
  if (from === 0) return paidBefore ? "reactivation" : "new";
  if (to === 0) return "churn";
  return to > from ? "expansion" : "contraction";
}

/**
 * Every account's movement from `previous` to `current` (MRR per account, absent meaning 0).
 * `firstPaid` answers the first month an account paid, to tell reactivations from new customers.
 */
export function monthMovements(
  previous: ReadonlyMap<string, number>,
  current: ReadonlyMap<string, number>,
  month: string,
  firstPaid: (accountId: string) => string | null,
): Movement[] {
  const movements: Movement[] = [];
  const add = (accountId: string, from: number, to: number) => {
    const first = from === 0 && to > 0 ? firstPaid(accountId) : null;
    const kind = classifyMovement(from, to, first !== null && first < month);
    if (kind) movements.push({ accountId, kind, from, to, change: to - from });
  };
  for (const [accountId, to] of current) add(accountId, previous.get(accountId) ?? 0, to);
  for (const [accountId, from] of previous) if (!current.has(accountId)) add(accountId, from, 0);
  return movements;
}

export type MovementTotals = Record<MovementKind, { amount: number; accounts: number }>;

export function movementTotals(movements: readonly Movement[]): MovementTotals {
  const totals = Object.fromEntries(
    movementKinds.map((kind) => [kind, { amount: 0, accounts: 0 }]),
  ) as MovementTotals;
  for (const movement of movements) {
    totals[movement.kind].amount += movement.change;
    totals[movement.kind].accounts += 1;
  }
  return totals;
}
