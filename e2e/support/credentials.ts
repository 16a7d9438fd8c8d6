import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The server's port: runs on different ports keep their own artifacts and never overwrite each other's. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4310);

/** The DNS server the custom-domain test starts and the e2e server resolves through (DNS_SERVERS). */
export const e2eDnsPort = e2ePort + 1000;

export const artifactsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  `../.e2e-artifacts/${e2ePort}`,
);

export const credentialsFile = path.join(artifactsDir, "credentials.json");
export const demoPassword = "Demo-pass1";

export interface E2eCredentials {
  baseUrl: string;
  /** The master still holds its printed one-time password: its first login must change it. */
  master: { email: string; password: string };
  demo: { email: string; password: string };
  /** The demo's company on the Light plan, without analytics (decision 167). */
  light: { email: string; password: string };
  /** The published demo site on its own origin, e.g. http://{id}.sites.localhost:4310/sites/{id}. */
  demoSiteUrl: string;
  demoSiteId: string;
}

export function readCredentials(): E2eCredentials {
  return JSON.parse(readFileSync(credentialsFile, "utf8")) as E2eCredentials;
}
