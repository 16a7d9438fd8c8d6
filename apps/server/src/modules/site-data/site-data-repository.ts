import { type SiteDataQuery, submittedField, toLocale } from "@mekuri/domain";
import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/database/database.ts";
import { formSubmissions, siteMembers } from "../../platform/database/schema/index.ts";

const storedFields = z.array(submittedField);
export type StoredField = z.infer<typeof submittedField>;

export type SiteDataKind = "member" | "contact" | "homepage";

export interface SiteDataRow {
  id: string;
  email: string | null;
  lang: string;
  mode: string | null;
  fields: StoredField[];
  createdAt: Date;
  lastLoginAt: Date | null;
}

/** `%` and `_` typed by the operator are searched for literally. */
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(
  table: typeof siteMembers | typeof formSubmissions,
  siteId: string,
  query: Pick<SiteDataQuery, "keyword" | "email" | "lang">,
): SQL[] {
  const where: SQL[] = [eq(table.siteId, siteId)];
  if (query.email) where.push(ilike(table.email, like(query.email)));
  if (query.keyword) {
    where.push(
      or(ilike(table.email, like(query.keyword)), ilike(sql`${table.data}::text`, like(query.keyword)))!,
    );
  }
  const lang = toLocale(query.lang);
  if (query.lang) where.push(eq(table.lang, lang ?? query.lang));
  return where;
}

type SiteDataTable = typeof siteMembers | typeof formSubmissions;

/** One page of a table's matching rows, newest first, with the total that matches. */
async function newestPage<Table extends SiteDataTable>(
  db: Db,
  table: Table,
  where: SQL | undefined,
  paging: { page: number; size: number },
): Promise<{ rows: Table["$inferSelect"][]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as SiteDataTable)
      .where(where)
      .orderBy(desc(table.createdAt))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db
      .select({ value: count() })
      .from(table as SiteDataTable)
      .where(where),
  ]);
  return { rows: rows as Table["$inferSelect"][], total: total?.value ?? 0 };
}

/** One page of a site's members or submissions, newest first, with the total that matches. */
export async function findSiteData(
  db: Db,
  kind: SiteDataKind,
  siteId: string,
  query: Pick<SiteDataQuery, "keyword" | "email" | "lang"> & { page: number; size: number },
): Promise<{ rows: SiteDataRow[]; total: number }> {
  if (kind === "member") {
    const { rows, total } = await newestPage(
      db,
      siteMembers,
      and(...filters(siteMembers, siteId, query)),
      query,
    );
    return {
      total,
      rows: rows.map((row) => ({
        id: row.id,
        email: row.email,
        lang: row.lang,
        mode: null,
        fields: storedFields.parse(row.data),
        createdAt: row.createdAt,
        lastLoginAt: row.lastLoginAt,
      })),
    };
  }
  const where = and(...filters(formSubmissions, siteId, query), eq(formSubmissions.kind, kind));
  const { rows, total } = await newestPage(db, formSubmissions, where, query);
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      email: row.email,
      lang: row.lang,
      mode: row.mode,
      fields: storedFields.parse(row.data),
      createdAt: row.createdAt,
      lastLoginAt: null,
    })),
  };
}

/** Contact and homepage submissions together (or one kind), newest first: the external API's list. */
export async function findSubmissions(
  db: Db,
  siteId: string,
  kind: "contact" | "homepage" | undefined,
  paging: { page: number; size: number },
) {
  const where = and(eq(formSubmissions.siteId, siteId), kind ? eq(formSubmissions.kind, kind) : undefined);
  const { rows, total } = await newestPage(db, formSubmissions, where, paging);
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind as "contact" | "homepage",
      email: row.email,
      lang: row.lang,
      mode: row.mode,
      fields: storedFields.parse(row.data),
      createdAt: row.createdAt,
    })),
  };
}
