import { Resolver } from "node:dns/promises";
import type { CaaRecord } from "@mekuri/domain";

/** The DNS could not answer (time-out, SERVFAIL, refused): the check is retried, never judged. */
export class DnsUnavailable extends Error {
  constructor(readonly code: string) {
    super(`DNS unavailable: ${code}`);
    this.name = "DnsUnavailable";
  }
}

/** The record lookups a domain check needs; a name without such records answers []. */
export interface DnsLookup {
  cname(name: string): Promise<string[]>;
  addresses(name: string): Promise<string[]>;
  txt(name: string): Promise<string[]>;
  caa(name: string): Promise<CaaRecord[]>;
}

/** Answers that mean "no such record", as opposed to a DNS that failed to answer. */
const noRecords = new Set(["ENODATA", "ENOTFOUND", "NOTFOUND", "ENONAME"]);

async function orEmpty<T>(lookup: Promise<T[]>): Promise<T[]> {
  try {
    return await lookup;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "EUNKNOWN";
    if (noRecords.has(code)) return [];
    throw new DnsUnavailable(code);
  }
}

export interface DnsLookupOptions {
  /** `host` or `host:port` entries (DNS_SERVERS); the system's resolvers when empty. */
  servers: readonly string[];
  timeoutMs?: number;
  tries?: number;
}

/** Node's resolver pointed at the configured servers (tests start their own on a local port). */
export function createDnsLookup(options: DnsLookupOptions): DnsLookup {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 3000, tries: options.tries ?? 2 });
  if (options.servers.length) resolver.setServers([...options.servers]);
  const lower = (names: string[]) => names.map((n) => n.toLowerCase().replace(/\.$/, ""));
  return {
    cname: async (name) => lower(await orEmpty(resolver.resolveCname(name))),
    addresses: async (name) => {
      const [v4, v6] = await Promise.all([
        orEmpty(resolver.resolve4(name)),
        orEmpty(resolver.resolve6(name)),
      ]);
      return [...v4, ...v6];
    },
    txt: async (name) => (await orEmpty(resolver.resolveTxt(name))).map((chunks) => chunks.join("")),
    caa: (name) => orEmpty(resolver.resolveCaa(name)) as Promise<CaaRecord[]>,
  };
}
