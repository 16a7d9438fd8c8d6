import {
  type AccountKind,
  type ContractStatus,
  isContractEditable,
  planCapabilities,
  type UserDetail,
  type UserListItem,
  type UserListQuery,
} from "@mekuri/domain";
import { aliasedTable, and, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../platform/database/database.ts";
import { accounts, operators, plans } from "../../platform/database/schema/index.ts";
import { notFound } from "../../platform/http/app-error.ts";
import type { Actor } from "../accounts/actor.ts";
import { countSites } from "../plans/account-capabilities.ts";
import { planInForceSql, planStateOf, todayJst } from "../plans/plan-state.ts";

const parents = aliasedTable(accounts, "parents");

/** The account's main login: its first main contact. (Outer column qualified: see plan-repository.) */
const mainOperator = (column: "email" | "authority") =>
  sql<string>`coalesce((
    select o.${sql.raw(column)} from ${operators} o
    where o.account_id = "accounts"."id" and o.admin_role = 'main_contact'
    order by o.created_at limit 1
  ), '')`;

function listSelection(today: string) {
  const planId = planInForceSql(today);
  return {
    account: accounts,
    email: mainOperator("email"),
    authority: mainOperator("authority"),
    planId,
    planName: sql<string | null>`(select p.name from ${plans} p where p.id = ${planId})`,
    parentName: parents.companyName,
  };
}

type ListRow = {
  account: typeof accounts.$inferSelect;
  email: string;
  planId: string | null;
  planName: string | null;
  parentName: string | null;
};

function toListItem(row: ListRow): UserListItem {
  const a = row.account;
  return {
    id: a.id,
    kind: a.kind as AccountKind,
    companyName: a.companyName,
    contactName: a.contactName,
    email: row.email,
    plan: row.planId && row.planName ? { id: row.planId, name: row.planName } : null,
    contractStatus: a.contractStatus as ContractStatus,
    contractStartDate: a.contractStartDate,
    contractEndDate: a.contractEndDate,
    parent: a.parentId && row.parentName ? { id: a.parentId, companyName: row.parentName } : null,
    createdAt: a.createdAt.toISOString(),
  };
}

/** Accounts strictly below the caller, searched and filtered, newest first. */
export async function listUsers(db: Tx, actor: Actor, query: UserListQuery) {
  const today = todayJst();
  const selection = listSelection(today);
  const conditions: SQL[] = [
    sql`${accounts.path} like ${`${actor.account.path}%`}`,
    ne(accounts.id, actor.account.id),
  ];
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, "\\$&")}%`;
    conditions.push(
      or(
        ilike(accounts.companyName, pattern),
        ilike(accounts.contactName, pattern),
        ilike(selection.email, pattern),
      )!,
    );
  }
  if (query.kind) conditions.push(eq(accounts.kind, query.kind));
  if (query.contractStatus) conditions.push(eq(accounts.contractStatus, query.contractStatus));
  if (query.planId) conditions.push(sql`${selection.planId} = ${query.planId}`);
  const where = and(...conditions);
  const rows = await db
    .select(selection)
    .from(accounts)
    .leftJoin(parents, eq(parents.id, accounts.parentId))
    .where(where)
    .orderBy(desc(accounts.createdAt), accounts.id)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(accounts)
    .where(where);
  return { items: rows.map(toListItem), total, page: query.page, pageSize: query.pageSize };
}

export async function getUserDetail(db: Tx, id: string): Promise<UserDetail> {
  const today = todayJst();
  const rows: (ListRow & { authority: string })[] = await db
    .select(listSelection(today))
    .from(accounts)
    .leftJoin(parents, eq(parents.id, accounts.parentId))
    .where(eq(accounts.id, id));
  const row = rows[0];
  if (!row) throw notFound();
  const state = await planStateOf(db, id);
  const caps = planCapabilities(state.current);
  const finite = (value: number) => (caps.contracted && Number.isFinite(value) ? value : null);
  const [{ children } = { children: 0 }] = await db
    .select({ children: sql<number>`count(*)::int` })
    .from(accounts)
    .where(eq(accounts.parentId, id));
  return {
    ...toListItem(row),
    permissionGranted: row.account.permissionGranted,
    licenseIssuance: row.account.licenseIssuance,
    customLogo: row.account.customLogo,
    authority: row.authority === "view" ? "view" : "edit",
    scheduledPlan: state.scheduled
      ? {
          id: state.scheduled.row.id,
          name: state.scheduled.row.name,
          effectiveDate: state.scheduled.effectiveDate,
        }
      : null,
    limits: {
      maxSites: finite(caps.maxSites),
      maxPagesPerSite: finite(caps.maxPagesPerSite),
      monthlyPageViews: finite(caps.monthlyPageViews),
      sites: await countSites(db, id),
    },
    editable: isContractEditable(row.account.contractStatus as ContractStatus),
    childCount: children,
  };
}

export async function isEmailTaken(db: Tx, email: string, exceptOperatorId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(
      and(
        eq(sql`lower(${operators.email})`, email.toLowerCase()),
        exceptOperatorId ? ne(operators.id, exceptOperatorId) : undefined,
      ),
    );
  return Boolean(row);
}
