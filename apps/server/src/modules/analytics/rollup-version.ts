import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/database/database.ts";
import { queryRows } from "../../platform/database/query-rows.ts";
import { textArray } from "./site-day-rollup.ts";

/**
 * Adds one to the rollup version of each given site, in the transaction that rewrites its rows: a
 * reader that sees the new version also sees the new rows (docs/decisions/118).
 */
export async function bumpRollupVersions(tx: Tx, siteIds: readonly string[]): Promise<void> {
  const ids = [...new Set(siteIds)];
  if (ids.length === 0) return;
  await tx.execute(sql`
    insert into analytics_site_rollups (site_id, version)
    select site_id, 1 from unnest(${textArray(ids)}::uuid[]) as site_id
    on conflict (site_id) do update set version = analytics_site_rollups.version + 1, updated_at = now()`);
}

/** The site's rollup version; 0 before its first rollup. */
export async function rollupVersion(db: Db, siteId: string): Promise<number> {
  const [row] = await queryRows<{ version: string | number }>(
    db,
    sql`select version from analytics_site_rollups where site_id = ${siteId}`,
  );
  return row ? Number(row.version) : 0;
}
