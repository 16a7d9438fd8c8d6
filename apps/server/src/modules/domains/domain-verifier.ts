import {
  type CheckOutcome,
  type DomainProblem,
  dailyRecheckMs,
  judgeDns,
  missingGraceMs,
  missingRecheckMs,
  nextCheckDelayMs,
  verificationWindowMs,
} from "@mekuri/domain";
import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../platform/database/database.ts";
import { siteDomains, sites } from "../../platform/database/schema/index.ts";
import { type DnsLookup, DnsUnavailable } from "../../platform/dns/dns-lookup.ts";
import type { MailOutbox } from "../../platform/mail/mail-outbox.ts";
import type { PublishedSites } from "../public-site/published-sites.ts";
import { siteUrlOf } from "../sites/site-list.ts";
import { observeDns } from "./dns-check.ts";
import { consoleLoginUrl, type DomainEvent, sendDomainNotice } from "./domain-notices.ts";
import type { SiteDomainRow } from "./domain-records.ts";
import { keepStamp } from "./domain-records.ts";

export interface DomainVerifierDeps {
  db: Db;
  dns: DnsLookup;
  mail: MailOutbox;
  published: PublishedSites;
  config: Pick<Config, "publicUrl" | "sites">;
  log: FastifyBaseLogger;
}

type Observation = CheckOutcome | "unreachable";
type Change = Partial<typeof siteDomains.$inferInsert>;
interface Notice {
  event: DomainEvent;
  problem?: DomainProblem | null;
  date?: Date;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === "23505" ||
  (error as { cause?: { code?: string } }).cause?.code === "23505";

/**
 * Runs the checks of custom domains and moves them through their states (decision 074):
 * pending → dns_found → verified → active, or failed with the reason; active domains are looked at
 * daily, and one whose records stay gone for 7 days is deactivated. Every change that alters what a
 * host serves is followed by `published.invalidate`, which reaches every process.
 */
export class DomainVerifier {
  constructor(private readonly deps: DomainVerifierDeps) {}

  private target(siteId: string) {
    return `${siteId}.${this.deps.config.sites.domain}`;
  }

  private async observe(row: SiteDomainRow): Promise<Observation> {
    try {
      const seen = await observeDns(this.deps.dns, row.domain, this.deps.config.sites.domain, row.siteId);
      return judgeDns(seen, row.token);
    } catch (error) {
      if (error instanceof DnsUnavailable) return "unreachable";
      throw error;
    }
  }

  /** Checks one site's domain now ("check now" and the job); answers the row as it is afterwards. */
  async check(row: SiteDomainRow, now: Date): Promise<SiteDomainRow> {
    if (row.state === "failed") return row;
    const observation = await this.observe(row);
    return row.state === "active"
      ? this.recheckActive(row, observation, now)
      : this.advance(row, observation, now);
  }

  /** The checks that are due, oldest first; each one alone, so one bad domain does not stop the rest. */
  async checkDue(now: Date, limit = 200): Promise<number> {
    const due = await this.deps.db
      .select()
      .from(siteDomains)
      .where(and(isNotNull(siteDomains.nextCheckAt), lte(siteDomains.nextCheckAt, now)))
      .orderBy(asc(siteDomains.nextCheckAt))
      .limit(limit);
    for (const row of due) {
      try {
        await this.check(row, now);
      } catch (error) {
        this.deps.log.warn({ err: error, site: row.siteId }, "custom domain check failed");
      }
    }
    return due.length;
  }

  private async advance(row: SiteDomainRow, observation: Observation, now: Date) {
    if (observation !== "unreachable" && observation.state === "verified") return this.activate(row, now);
    // A DNS that does not answer is retried; the last real finding stays what the operator sees.
    const problem = observation === "unreachable" ? "dnsUnreachable" : observation.problem;
    const state = observation === "unreachable" ? row.state : observation.state;
    const elapsed = now.getTime() - row.startedAt.getTime();
    if (elapsed >= verificationWindowMs) {
      const last = problem === "dnsUnreachable" ? "expired" : problem;
      return this.write(
        row,
        { state: "failed", problem: last, lastCheckedAt: now, nextCheckAt: null },
        { event: "domainFailed", problem: last },
      );
    }
    return this.write(row, {
      state,
      problem,
      lastCheckedAt: now,
      nextCheckAt: new Date(now.getTime() + nextCheckDelayMs(elapsed)),
    });
  }

  /** verified → active: the domain routes to the site from now on, in every process. */
  private async activate(row: SiteDomainRow, now: Date) {
    try {
      const activated = await this.deps.db.transaction(async (tx) => {
        const [current] = await tx
          .update(siteDomains)
          .set({ state: "verified", problem: null, lastCheckedAt: now })
          .where(and(eq(siteDomains.siteId, row.siteId), eq(siteDomains.token, row.token)))
          .returning();
        if (!current) return undefined;
        await tx
          .update(sites)
          .set({ customDomain: row.domain, updatedAt: keepStamp })
          .where(eq(sites.id, row.siteId));
        const [active] = await tx
          .update(siteDomains)
          .set({
            state: "active",
            activeSince: now,
            missingSince: null,
            nextCheckAt: new Date(now.getTime() + dailyRecheckMs),
          })
          .where(eq(siteDomains.siteId, row.siteId))
          .returning();
        return active;
      });
      if (!activated) return row;
      await this.deps.published.invalidate(row.siteId);
      await this.notify(activated, { event: "domainVerified" });
      return activated;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another site took the name while this one was being checked.
      return this.write(
        row,
        { state: "failed", problem: "taken", lastCheckedAt: now, nextCheckAt: null },
        { event: "domainFailed", problem: "taken" },
      );
    }
  }

  private async recheckActive(row: SiteDomainRow, observation: Observation, now: Date) {
    if (observation === "unreachable") {
      return this.write(row, { lastCheckedAt: now, nextCheckAt: new Date(now.getTime() + missingRecheckMs) });
    }
    if (observation.state === "verified") {
      return this.write(row, {
        problem: null,
        missingSince: null,
        lastCheckedAt: now,
        nextCheckAt: new Date(now.getTime() + dailyRecheckMs),
      });
    }
    const missingSince = row.missingSince ?? now;
    if (now.getTime() - missingSince.getTime() >= missingGraceMs) return this.deactivate(row, now);
    return this.write(
      row,
      {
        problem: observation.problem,
        missingSince,
        lastCheckedAt: now,
        nextCheckAt: new Date(now.getTime() + missingRecheckMs),
      },
      row.missingSince
        ? undefined
        : {
            event: "domainWarning",
            problem: observation.problem,
            date: new Date(now.getTime() + missingGraceMs),
          },
    );
  }

  private async deactivate(row: SiteDomainRow, now: Date) {
    const updated = await this.deps.db.transaction(async (tx) => {
      await tx
        .update(sites)
        .set({ customDomain: null, updatedAt: keepStamp })
        .where(and(eq(sites.id, row.siteId), eq(sites.customDomain, row.domain)));
      const [changed] = await tx
        .update(siteDomains)
        .set({ state: "failed", problem: "recordsRemoved", lastCheckedAt: now, nextCheckAt: null })
        .where(and(eq(siteDomains.siteId, row.siteId), eq(siteDomains.token, row.token)))
        .returning();
      return changed;
    });
    await this.deps.published.invalidate(row.siteId);
    if (updated) await this.notify(updated, { event: "domainDeactivated", problem: "recordsRemoved" });
    return updated ?? row;
  }

  /** Writes the attempt's new state unless the operator has since started another one. */
  private async write(row: SiteDomainRow, change: Change, notice?: Notice): Promise<SiteDomainRow> {
    const [updated] = await this.deps.db
      .update(siteDomains)
      .set(change)
      .where(and(eq(siteDomains.siteId, row.siteId), eq(siteDomains.token, row.token)))
      .returning();
    if (!updated) return row;
    if (notice) await this.notify(updated, notice);
    return updated;
  }

  private async notify(row: SiteDomainRow, notice: Notice) {
    const { config } = this.deps;
    const url =
      notice.event === "domainVerified"
        ? siteUrlOf(config.sites, { id: row.siteId, customDomain: row.domain, customPath: null })
        : consoleLoginUrl(config.publicUrl);
    try {
      await sendDomainNotice({ ...this.deps, publicUrl: config.publicUrl }, row.siteId, notice.event, {
        domain: row.domain,
        url,
        problem: notice.problem,
        target: this.target(row.siteId),
        date: notice.date,
      });
    } catch (error) {
      // The state change stands; a lost notice is logged rather than undoing it.
      this.deps.log.error({ err: error, site: row.siteId }, "custom domain notice not sent");
    }
  }
}
