import {
  type CustomDomainStatus,
  challengeName,
  type DnsRecord,
  type DomainProblem,
  type DomainState,
  verificationWindowMs,
} from "@mekuri/domain";
import { sql } from "drizzle-orm";
import { type siteDomains, sites } from "../../platform/database/schema/index.ts";

/**
 * A domain change is no edit of the draft: the site's stamp stays, so an editor holding the document
 * can still save it (as with making a site private).
 */
export const keepStamp = sql`${sites.updatedAt}`;

export type SiteDomainRow = typeof siteDomains.$inferSelect;

/** The records step 2 asks for: a CNAME to the site's host (an apex: its addresses instead) and the TXT token. */
export function recordsFor(
  row: Pick<SiteDomainRow, "domain" | "token">,
  target: string,
  apex: boolean,
  targetAddresses: readonly string[],
): DnsRecord[] {
  const pointing: DnsRecord[] =
    apex && targetAddresses.length
      ? targetAddresses.map((address) => ({
          type: address.includes(":") ? ("AAAA" as const) : ("A" as const),
          name: row.domain,
          value: address,
        }))
      : [{ type: "CNAME", name: row.domain, value: target }];
  return [...pointing, { type: "TXT", name: challengeName(row.domain), value: row.token }];
}

export function toStatus(row: SiteDomainRow, apex: boolean, records: DnsRecord[]): CustomDomainStatus {
  return {
    domain: row.domain,
    state: row.state as DomainState,
    problem: (row.problem as DomainProblem | null) ?? null,
    apex,
    records,
    startedAt: row.startedAt.toISOString(),
    deadline: new Date(row.startedAt.getTime() + verificationWindowMs).toISOString(),
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    nextCheckAt: row.nextCheckAt?.toISOString() ?? null,
    activeSince: row.activeSince?.toISOString() ?? null,
    missingSince: row.missingSince?.toISOString() ?? null,
  };
}
