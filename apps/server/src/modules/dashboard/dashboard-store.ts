import type { AccountContractHistory, ContractState, PricedPlan } from "@mekuri/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/database/database.ts";
import { queryRows } from "../../platform/database/query-rows.ts";

/**
 * Reads the contract history of every account strictly below a tree's root, in three flat
 * queries (accounts, plan changes, contract state changes), so the figures of 24 months are
 * computed in memory from one consistent read (decision 071).
 */

export interface DashboardPlan extends PricedPlan {
  name: string;
}

export interface TreeHistory {
  accounts: AccountContractHistory[];
  plans: Map<string, DashboardPlan>;
}

const stateAfter: Record<string, ContractState> = {
  suspend: "suspended",
  resume: "active",
  terminate: "terminated",
};
const states = new Set<string>(["active", "suspended", "terminated", "inactive"]);

/** The JST day of a stored instant, in SQL (the server's time zone setting plays no part). */
const jstDaySql = (column: string) =>
  sql.raw(`to_char((${column} at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD')`);

export async function loadTreeHistory(db: Db, root: { id: string; path: string }): Promise<TreeHistory> {
  const inTree = sql`a.path like ${`${root.path}%`} and a.id <> ${root.id}`;
  const [accountRows, changeRows, stateRows, planRows] = await Promise.all([
    queryRows<{
      id: string;
      parent_id: string | null;
      start: string | null;
      end: string | null;
      license_issuance: boolean;
      plan_id: string | null;
      contract_status: string;
    }>(
      db,
      sql`select a.id, a.parent_id, a.contract_start_date::text as start, a.contract_end_date::text as end,
            a.license_issuance, a.plan_id, a.contract_status
          from accounts a where ${inTree}`,
    ),
    queryRows<{ account_id: string; effective_date: string; plan_id: string }>(
      db,
      sql`select pc.account_id, pc.effective_date::text as effective_date, pc.plan_id
          from plan_changes pc join accounts a on a.id = pc.account_id
          where ${inTree} order by pc.effective_date, pc.created_at`,
    ),
    queryRows<{ account_id: string; day: string; action: string; detail: string }>(
      db,
      sql`select ch.account_id, ${jstDaySql("ch.executed_at")} as day, ch.action, ch.detail
          from contract_history ch join accounts a on a.id = ch.account_id
          where ${inTree} and ch.action in ('suspend', 'resume', 'terminate')
          order by ch.executed_at`,
    ),
    queryRows<{ id: string; name: string; price: number }>(db, sql`select id, name, price from plans`),
  ]);

  const byId = new Map<string, AccountContractHistory>();
  const accounts = accountRows.map((row) => {
    const account: AccountContractHistory = {
      id: row.id,
      parentId: row.parent_id,
      contractStartDate: row.start,
      contractEndDate: row.end,
      licenseIssuance: row.license_issuance,
      initialPlanId: row.plan_id,
      planChanges: [],
      initialState: row.contract_status as ContractState,
      stateChanges: [],
    };
    byId.set(row.id, account);
    return account;
  });
  for (const row of changeRows) {
    (byId.get(row.account_id)?.planChanges as { effectiveDate: string; planId: string }[] | undefined)?.push({
      effectiveDate: row.effective_date,
      planId: row.plan_id,
    });
  }
  for (const row of stateRows) {
    const account = byId.get(row.account_id);
    const state = stateAfter[row.action];
    if (!account || !state) continue;
    const changes = account.stateChanges as { day: string; state: ContractState }[];
    // The history line reads "from → to": the first one tells the state before any change.
    if (changes.length === 0) {
      const from = row.detail.split(" → ")[0] ?? "";
      account.initialState = states.has(from) ? (from as ContractState) : "active";
    }
    changes.push({ day: row.day, state });
  }
  const plans = new Map(
    planRows.map((row) => [row.id, { id: row.id, name: row.name, price: Number(row.price) }]),
  );
  return { accounts, plans };
}

/** Sites of the tree by the JST month they were created in. */
export async function loadSitesPerMonth(
  db: Db,
  root: { id: string; path: string },
): Promise<Map<string, number>> {
  const inTree = sql`a.path like ${`${root.path}%`} and a.id <> ${root.id}`;
  const rows = await queryRows<{ month: string; count: string | number }>(
    db,
    sql`select left(${jstDaySql("s.created_at")}, 7) as month, count(*) as count
        from sites s join accounts a on a.id = s.account_id
        where ${inTree} group by 1`,
  );
  return new Map(rows.map((row) => [row.month, Number(row.count)]));
}

export async function loadCompanyNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; company_name: string }>(
    db,
    sql`select id, company_name from accounts where id = any(${`{${ids.join(",")}}`}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, row.company_name]));
}
