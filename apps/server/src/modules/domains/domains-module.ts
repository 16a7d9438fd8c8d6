import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../platform/database/database.ts";
import { createDnsLookup, type DnsLookup } from "../../platform/dns/dns-lookup.ts";
import type { JobQueue } from "../../platform/jobs/job-queue.ts";
import type { MailOutbox } from "../../platform/mail/mail-outbox.ts";
import type { PublishedSites } from "../public-site/published-sites.ts";
import { ActiveDomains } from "./active-domains.ts";
import { scheduleDomainChecks } from "./domain-job.ts";
import { DomainService } from "./domain-service.ts";
import { DomainVerifier } from "./domain-verifier.ts";

export interface DomainsDeps {
  db: Db;
  config: Config;
  mail: MailOutbox;
  published: PublishedSites;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** Replaces the resolver of DNS_SERVERS. */
  dns?: DnsLookup;
}

/** The custom-domain capability put together: its service, the job's verifier and the ask endpoint's memory. */
export function createDomains(deps: DomainsDeps) {
  const dns = deps.dns ?? createDnsLookup({ servers: deps.config.dnsServers });
  const verifier = new DomainVerifier({ ...deps, dns });
  const service = new DomainService({ ...deps, dns, verifier });
  const active = new ActiveDomains(deps.db, deps.log);
  let stopChecks: (() => void) | undefined;
  return {
    service,
    verifier,
    active,
    async start() {
      await active.start(deps.published);
      stopChecks = scheduleDomainChecks(deps.jobs, verifier, deps.log);
    },
    stop() {
      stopChecks?.();
      active.stop();
    },
  };
}
export type Domains = ReturnType<typeof createDomains>;
