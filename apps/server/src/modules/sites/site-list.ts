import {
  type DomainProblem,
  type DomainState,
  type Locale,
  type SiteListItem,
  type SiteListQuery,
  type SiteStatus,
  toCsv,
  translate,
} from "@mekuri/domain";
import { and, asc, count, desc, eq, ilike, inArray, isNull, not, or, type SQL, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../platform/database/database.ts";
import { accounts, siteDomains, sites } from "../../platform/database/schema/index.ts";
import type { Actor } from "../accounts/actor.ts";
import { sitePageViewsThisMonth } from "../plans/monthly-page-views.ts";
import { siteOrigin } from "../public-site/site-origin.ts";
import { reachesEveryAccount } from "../tenancy/account-reach.ts";

/** Where a site answers: its custom domain (with its path) once set, else its page on its own origin. */
export function siteUrlOf(
  config: Config["sites"],
  site: { id: string; customDomain: string | null; customPath: string | null },
): string {
  if (site.customDomain) return `https://${site.customDomain}/${site.customPath ?? ""}`;
  return `${siteOrigin(config, site.id)}/sites/${site.id}`;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Whom the list is for: the caller's account path, or `everyAccount` when the caller reaches every
 * account (decision 150) and the reach check, a join of each site to its owner, can be left out.
 */
type Reach = { everyAccount: true } | { everyAccount: false; path: string };

async function reachOf(db: Db, actor: Actor): Promise<Reach> {
  return (await reachesEveryAccount(db, actor))
    ? { everyAccount: true }
    : { everyAccount: false, path: actor.account.path };
}

type ListFilters = Omit<SiteListQuery, "page" | "size">;

/** Whether the filters read the owner's row: for the reach check or the keyword (its company name). */
const readsOwner = (reach: Reach, query: ListFilters) => !reach.everyAccount || Boolean(query.keyword);

/** The sites of the accounts the caller reaches, filtered as the list asks. */
function filters(reach: Reach, query: ListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    reach.everyAccount ? undefined : sql`${accounts.path} like ${`${escapeLike(reach.path)}%`}`,
  ];
  // A site whose domain is being checked shows DOMAIN_VERIFYING, whatever it serves meanwhile (decision 074).
  const checking = inArray(siteDomains.state, checkingStates);
  if (query.status === "DOMAIN_VERIFYING") conditions.push(checking);
  else if (query.status) {
    conditions.push(eq(sites.status, query.status), or(isNull(siteDomains.state), not(checking)));
  }
  if (query.accountId) conditions.push(eq(sites.accountId, query.accountId));
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    conditions.push(or(ilike(sites.name, pattern), ilike(accounts.companyName, pattern)));
  }
  return and(...conditions);
}

const checkingStates = ["pending", "dns_found", "verified"];

const columns = {
  id: sites.id,
  name: sites.name,
  status: sites.status,
  customDomain: sites.customDomain,
  customPath: sites.customPath,
  publishedAt: sites.publishedAt,
  createdAt: sites.createdAt,
  updatedAt: sites.updatedAt,
  accountId: accounts.id,
  companyName: accounts.companyName,
  domainName: siteDomains.domain,
  domainState: siteDomains.state,
  domainProblem: siteDomains.problem,
};

interface Row {
  id: string;
  name: string;
  status: string;
  customDomain: string | null;
  customPath: string | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  accountId: string;
  companyName: string;
  domainName: string | null;
  domainState: string | null;
  domainProblem: string | null;
}

function toItem(config: Config["sites"], row: Row): Omit<SiteListItem, "pageViewsThisMonth"> {
  return {
    id: row.id,
    name: row.name,
    status: (row.domainState && checkingStates.includes(row.domainState)
      ? "DOMAIN_VERIFYING"
      : row.status) as SiteStatus,
    siteUrl: siteUrlOf(config, row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    account: { id: row.accountId, companyName: row.companyName },
    domain: row.domainName
      ? {
          name: row.domainName,
          state: row.domainState as DomainState,
          problem: (row.domainProblem as DomainProblem | null) ?? null,
        }
      : null,
  };
}

/** A row's place in the list's order, to the microsecond: the `after`/`before` of the next request. */
const cursorOf = sql<string>`to_char(${sites.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${sites.id}`;

/** Rows on the far side of a cursor, in the list's order (creation time, then id). */
function beyond(cursor: string, direction: "after" | "before"): SQL {
  const at = cursor.slice(0, cursor.indexOf("_"));
  const id = cursor.slice(cursor.indexOf("_") + 1);
  const key = sql`(${sites.createdAt}, ${sites.id})`;
  const bound = sql`(${at}::timestamptz, ${id}::uuid)`;
  return direction === "after" ? sql`${key} < ${bound}` : sql`${key} > ${bound}`;
}

/**
 * The filtered sites' places in the list's order, `(created_at, id)`, with only the joins the
 * filters read: the owner for the reach check or the keyword, the domain's state for a status. The
 * count and a jump's first row read these, not the page's columns.
 */
function listedKeys(db: Db, reach: Reach, filters: ListFilters, where: SQL | undefined) {
  const from = db.select({ createdAt: sites.createdAt, id: sites.id }).from(sites);
  const owned = readsOwner(reach, filters)
    ? from.innerJoin(accounts, eq(accounts.id, sites.accountId))
    : from;
  const joined = filters.status ? owned.leftJoin(siteDomains, eq(siteDomains.siteId, sites.id)) : owned;
  return joined.where(where);
}

/**
 * Where page `page` of a jump by number starts: the first of its rows, found in the narrow
 * `sites_list_order_idx` (creation time, id, owner, status) without reading any site's details, so
 * skipping the rows in front costs an index walk, not a sort of every joined row (decision 139).
 * For a caller who reaches every account and no keyword, the walk joins nothing (decision 150).
 */
function pageStart(db: Db, reach: Reach, where: SQL | undefined, query: SiteListQuery): SQL {
  const first = listedKeys(db, reach, query, where)
    .orderBy(desc(sites.createdAt), desc(sites.id))
    .offset((query.page - 1) * query.size)
    .limit(1);
  // Past the last row the subquery is empty, the comparison null, and the page empty, as with an offset.
  return sql`(${sites.createdAt}, ${sites.id}) <= (${first})`;
}

/**
 * Newest first, paged on the server (indexes in schema/sites.ts; figures in docs/performance.md).
 * With a cursor the page is read from the index after (or before) it, without counting the rows in
 * front (decision 120); without one, the page's first row is found index-only (decision 139) and
 * the page read on from it.
 */
export async function listSites(db: Db, config: Config["sites"], actor: Actor, query: SiteListQuery) {
  const reach = await reachOf(db, actor);
  const where = filters(reach, query);
  const counted =
    query.withTotal === "false"
      ? Promise.resolve([null])
      : db.select({ total: count() }).from(listedKeys(db, reach, query, where).as("listed"));
  const backwards = query.before !== undefined;
  const cursor = query.after ?? query.before;
  const page = db
    .select({ ...columns, cursor: cursorOf })
    .from(sites)
    .innerJoin(accounts, eq(accounts.id, sites.accountId))
    .leftJoin(siteDomains, eq(siteDomains.siteId, sites.id))
    .where(
      cursor
        ? and(where, beyond(cursor, backwards ? "before" : "after"))
        : query.page > 1
          ? and(where, pageStart(db, reach, where, query))
          : where,
    )
    .orderBy(...(backwards ? [asc(sites.createdAt), asc(sites.id)] : [desc(sites.createdAt), desc(sites.id)]))
    .limit(query.size);
  const [read, [total]] = await Promise.all([page, counted]);
  const rows = backwards ? read.reverse() : read;
  const pageViews = await sitePageViewsThisMonth(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({ ...toItem(config, row), pageViewsThisMonth: pageViews.get(row.id) ?? 0 })),
    total: total === null ? null : (total?.total ?? 0),
    previousCursor: rows[0]?.cursor ?? null,
    nextCursor: rows.at(-1)?.cursor ?? null,
  };
}

/** The export holds at most this many rows; the list's filters narrow it. */
export const exportRowLimit = 50_000;

/** The same filtered list as CSV: UTF-8 with a BOM (for spreadsheet programs) and CRLF lines. */
export async function exportSitesCsv(
  db: Db,
  config: Config["sites"],
  actor: Actor,
  query: ListFilters,
  locale: Locale,
): Promise<string> {
  const where = filters(await reachOf(db, actor), query);
  const rows = await db
    .select(columns)
    .from(sites)
    .innerJoin(accounts, eq(accounts.id, sites.accountId))
    .leftJoin(siteDomains, eq(siteDomains.siteId, sites.id))
    .where(where)
    .orderBy(desc(sites.createdAt), desc(sites.id))
    .limit(exportRowLimit);
  const header = (
    ["id", "name", "status", "siteUrl", "account", "publishedAt", "createdAt", "updatedAt"] as const
  ).map((key) => translate(`sites.csv.${key}`, locale));
  const lines = rows.map((row) => {
    const item = toItem(config, row);
    return [
      item.id,
      item.name,
      item.status,
      item.siteUrl,
      item.account.companyName,
      item.publishedAt ?? "",
      item.createdAt,
      item.updatedAt,
    ];
  });
  return toCsv([header, ...lines]);
}
