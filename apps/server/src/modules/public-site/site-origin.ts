import type { Config } from "../../config.ts";

/** The origin a site is served on: https://{site-id}.{sites domain}, never the console's. */
export function siteOrigin(sites: Config["sites"], siteId: string): string {
  return `${sites.protocol}//${siteId}.${sites.domain}${sites.port ? `:${sites.port}` : ""}`;
}

/** Whether text can be a site id, and so a host label of a site origin (a redirect builds one). */
export function isSiteIdLabel(text: string): boolean {
  return /^[0-9a-f-]{36}$/i.test(text);
}

/** The site id a request's Host names, when it is a site origin. */
export function siteIdOfHost(sites: Config["sites"], host: string | undefined): string | undefined {
  if (!host) return undefined;
  const name = host.replace(/:\d+$/, "").toLowerCase();
  const suffix = `.${sites.domain}`;
  if (!name.endsWith(suffix)) return undefined;
  const label = name.slice(0, -suffix.length);
  return isSiteIdLabel(label) ? label : undefined;
}
