import type { AccountKind } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../platform/database/database.ts";
import { accounts, sites } from "../../platform/database/schema/index.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { type Actor, canReachAccount } from "../accounts/actor.ts";

export type SiteRow = typeof sites.$inferSelect;
export interface OwnedSite {
  site: SiteRow;
  owner: {
    id: string;
    kind: AccountKind;
    path: string;
    companyName: string;
    contractEndDate: string | null;
  };
}

export const siteNotFound = () => new AppError(404, "NOT_FOUND", "sites.notFound");

/**
 * A site of an account the caller reaches (its own, or one below it; a sub-admin acts for its
 * account). Any other site answers 404 like a missing one, so other tenants' ids stay secret.
 */
export async function findOwnedSite(
  db: Db | Tx,
  actor: Actor,
  siteId: string,
  options: { forUpdate?: boolean } = {},
): Promise<OwnedSite> {
  const query = db
    .select({
      site: sites,
      owner: {
        id: accounts.id,
        kind: accounts.kind,
        path: accounts.path,
        companyName: accounts.companyName,
        contractEndDate: accounts.contractEndDate,
      },
    })
    .from(sites)
    .innerJoin(accounts, eq(accounts.id, sites.accountId))
    .where(eq(sites.id, siteId));
  const [row] = options.forUpdate ? await query.for("update", { of: sites }) : await query;
  if (!row || !canReachAccount(actor, row.owner)) throw siteNotFound();
  return { site: row.site, owner: { ...row.owner, kind: row.owner.kind as AccountKind } };
}
