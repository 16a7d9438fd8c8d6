import { randomBytes } from "node:crypto";
import {
  type CustomDomainStatus,
  checkDomainName,
  type DomainNameProblem,
  type MessageKey,
} from "@mekuri/domain";
import { and, eq, ne, or } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../platform/database/database.ts";
import { siteDomains, sites } from "../../platform/database/schema/index.ts";
import type { DnsLookup } from "../../platform/dns/dns-lookup.ts";
import { DnsUnavailable } from "../../platform/dns/dns-lookup.ts";
import { AppError, FieldsRejected, rejectedField } from "../../platform/http/app-error.ts";
import type { Actor } from "../accounts/actor.ts";
import { capabilitiesOfAccount } from "../plans/account-capabilities.ts";
import type { PublishedSites } from "../public-site/published-sites.ts";
import { findOwnedSite } from "../tenancy/site-scope.ts";
import { keepStamp, recordsFor, type SiteDomainRow, toStatus } from "./domain-records.ts";
import type { DomainVerifier } from "./domain-verifier.ts";

export interface DomainServiceDeps {
  db: Db;
  dns: DnsLookup;
  published: PublishedSites;
  verifier: DomainVerifier;
  config: Pick<Config, "publicUrl" | "sites">;
}

const refuse = (key: MessageKey) => new FieldsRejected([rejectedField("domain", key)]);
const addressCacheMs = 5 * 60_000;

/** The operator's side of custom domains: set, read, check now, remove (issue 18). */
export class DomainService {
  private addresses: { at: number; target: string; values: string[] } | undefined;

  constructor(private readonly deps: DomainServiceDeps) {}

  /** The service's own names, which no site may claim. */
  productDomains() {
    return [new URL(this.deps.config.publicUrl).hostname, this.deps.config.sites.domain];
  }

  /** The sites domain's addresses, for an apex's A/AAAA alternative (kept a few minutes). */
  private async targetAddresses(target: string): Promise<string[]> {
    if (
      this.addresses &&
      this.addresses.target === target &&
      Date.now() - this.addresses.at < addressCacheMs
    ) {
      return this.addresses.values;
    }
    const values = await this.deps.dns.addresses(target).catch((error: unknown) => {
      if (error instanceof DnsUnavailable) return [];
      throw error;
    });
    this.addresses = { at: Date.now(), target, values };
    return values;
  }

  private async status(row: SiteDomainRow | undefined): Promise<CustomDomainStatus | null> {
    if (!row) return null;
    const check = checkDomainName(row.domain);
    const apex = check.ok && check.apex;
    const target = `${row.siteId}.${this.deps.config.sites.domain}`;
    const addresses = apex ? await this.targetAddresses(target) : [];
    return toStatus(row, apex, recordsFor(row, target, apex, addresses));
  }

  private async row(siteId: string) {
    const [row] = await this.deps.db.select().from(siteDomains).where(eq(siteDomains.siteId, siteId));
    return row;
  }

  async read(actor: Actor, siteId: string): Promise<CustomDomainStatus | null> {
    await findOwnedSite(this.deps.db, actor, siteId);
    return this.status(await this.row(siteId));
  }

  /**
   * Step 1: a new attempt for the domain with a new token. A changed domain stops the old one serving
   * at once; the same domain while pending keeps its token (its records may already be set), and an
   * active one stays as it is.
   */
  async set(actor: Actor, siteId: string, input: string, now = new Date()): Promise<CustomDomainStatus> {
    const { db } = this.deps;
    const owned = await findOwnedSite(db, actor, siteId);
    const capabilities = await capabilitiesOfAccount(db, owned.owner);
    if (!capabilities.features.privateDomain)
      throw new AppError(403, "PLAN_LIMIT", "sites.lockedPrivateDomain");
    const check = checkDomainName(input, this.productDomains());
    if (!check.ok) throw refuse(`domains.${check.problem satisfies DomainNameProblem}`);
    const domain = check.domain;
    const current = await this.row(siteId);
    if (current?.domain === domain && current.state !== "failed") return (await this.status(current))!;
    const [taken] = await db
      .select({ id: sites.id })
      .from(sites)
      .leftJoin(siteDomains, eq(siteDomains.siteId, sites.id))
      .where(
        and(
          ne(sites.id, siteId),
          or(
            eq(sites.customDomain, domain),
            and(eq(siteDomains.domain, domain), ne(siteDomains.state, "failed")),
          ),
        ),
      )
      .limit(1);
    if (taken) throw refuse("domains.taken");
    const attempt = {
      domain,
      token: randomBytes(18).toString("base64url"),
      state: "pending",
      problem: null,
      startedAt: now,
      lastCheckedAt: null,
      nextCheckAt: now,
      activeSince: null,
      missingSince: null,
    };
    const row = await db.transaction(async (tx) => {
      await tx.update(sites).set({ customDomain: null, updatedAt: keepStamp }).where(eq(sites.id, siteId));
      const [saved] = await tx
        .insert(siteDomains)
        .values({ siteId, ...attempt })
        .onConflictDoUpdate({ target: siteDomains.siteId, set: attempt })
        .returning();
      return saved!;
    });
    if (owned.site.customDomain) await this.deps.published.invalidate(siteId);
    return (await this.status(row))!;
  }

  /** "Check now": the same check the job runs, at once. */
  async checkNow(actor: Actor, siteId: string, now = new Date()): Promise<CustomDomainStatus> {
    await findOwnedSite(this.deps.db, actor, siteId);
    const row = await this.row(siteId);
    if (!row) throw new AppError(404, "NOT_FOUND", "domains.notSet");
    return (await this.status(await this.deps.verifier.check(row, now)))!;
  }

  /** Back to the default address: the custom domain stops serving at once. */
  async remove(actor: Actor, siteId: string): Promise<void> {
    const { db } = this.deps;
    const owned = await findOwnedSite(db, actor, siteId);
    await db.transaction(async (tx) => {
      await tx.delete(siteDomains).where(eq(siteDomains.siteId, siteId));
      await tx.update(sites).set({ customDomain: null, updatedAt: keepStamp }).where(eq(sites.id, siteId));
    });
    if (owned.site.customDomain) await this.deps.published.invalidate(siteId);
  }
}
