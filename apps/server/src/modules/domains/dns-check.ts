import {
  type CaaRecord,
  caaAllows,
  challengeName,
  type DnsObservation,
  type PointingResult,
} from "@mekuri/domain";
import type { DnsLookup } from "../../platform/dns/dns-lookup.ts";

/** The authorities a TLS proxy such as Caddy gets its certificates from (decision 075). */
export const certificateAuthorities = ["letsencrypt.org", "zerossl.com", "sectigo.com"];
const maxCnameHops = 8;

const isOurs = (name: string, sitesDomain: string) =>
  name === sitesDomain || name.endsWith(`.${sitesDomain}`);

/**
 * Follows the domain's CNAME chain: it must reach the sites domain. Without a CNAME (an apex, or
 * CNAME flattening) the domain's addresses must be the target's.
 */
async function pointing(dns: DnsLookup, domain: string, target: string, sitesDomain: string) {
  const seen = new Set([domain]);
  let name = domain;
  for (let hop = 0; hop < maxCnameHops; hop += 1) {
    const [next] = await dns.cname(name);
    if (!next) break;
    if (isOurs(next, sitesDomain)) return "ok";
    if (seen.has(next)) return "loop";
    seen.add(next);
    name = next;
  }
  if (seen.size > maxCnameHops) return "loop";
  const [own, expected] = await Promise.all([dns.addresses(domain), dns.addresses(target)]);
  if (own.length && own.some((address) => expected.includes(address))) return "ok";
  return seen.size > 1 || own.length ? "elsewhere" : "none";
}

/** RFC 8659: the CAA set that applies is the closest one found climbing from the name to its parents. */
async function closestCaa(dns: DnsLookup, domain: string): Promise<CaaRecord[]> {
  const labels = domain.split(".");
  for (let i = 0; i < labels.length - 1; i += 1) {
    const records = await dns.caa(labels.slice(i).join("."));
    if (records.length) return records;
  }
  return [];
}

/** One look at the DNS for a domain. Throws DnsUnavailable when the DNS does not answer. */
export async function observeDns(
  dns: DnsLookup,
  domain: string,
  sitesDomain: string,
  siteId: string,
): Promise<DnsObservation> {
  const target = `${siteId}.${sitesDomain}`;
  const [points, challenge, caa] = await Promise.all([
    pointing(dns, domain, target, sitesDomain) as Promise<PointingResult>,
    dns.txt(challengeName(domain)),
    closestCaa(dns, domain),
  ]);
  return { pointing: points, challenge, caaAllowed: caaAllows(caa, certificateAuthorities) };
}
