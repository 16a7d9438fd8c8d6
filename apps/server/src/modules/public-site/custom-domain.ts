import { isIP } from "node:net";
import type { Config } from "../../config.ts";

/**
 * The host name of a request that may be a site's custom domain: anything that is not the
 * console's host, a local name or address, or the sites domain (whose subdomains are the sites'
 * default origins). Those keep their own routes.
 */
export function customDomainCandidate(config: Config, host: string | undefined): string | undefined {
  if (!host) return undefined;
  const name = host
    .replace(/:\d+$/, "")
    .replace(/^\[|\]$/g, "")
    .toLowerCase();
  if (!name || isIP(name) !== 0) return undefined;
  if (name === "localhost" || name.endsWith(".localhost")) return undefined;
  if (name === new URL(config.publicUrl).hostname.toLowerCase()) return undefined;
  const sites = config.sites.domain.toLowerCase();
  if (name === sites || name.endsWith(`.${sites}`)) return undefined;
  return name;
}

/** Paths every origin keeps for itself: the API, the viewer's assets, media and health checks. */
export function isSharedPath(url: string): boolean {
  return /^\/(?:api|viewer|media)(?:\/|$)|^\/(?:healthz|readyz)(?:[/?]|$)/.test(url);
}

/** The stored custom site path as the viewer's base path: "" or "/shop" (no slash at the end). */
export function customBasePath(customPath: string | null): string {
  const segments = (customPath ?? "").split("/").filter(Boolean);
  return segments.length ? `/${segments.join("/")}` : "";
}

/** The origin a visitor reached the custom domain on (the protocol is the deployment's). */
export function customDomainOrigin(config: Config, host: string): string {
  return `${config.sites.protocol}//${host.toLowerCase()}`;
}
