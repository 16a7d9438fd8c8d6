import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:https";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TLSSocket } from "node:tls";
import type { ViewerServerEntry } from "@mekuri/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDomains } from "../../platform/database/schema/index.ts";
import { siteFixture } from "../../testing/site-fixture.ts";
import { api, bearer, createAccount, useTestApp } from "../../testing/test-app.ts";
import { startTestDnsServer, type TestDnsServer } from "../../testing/test-dns-server.ts";
import { rendererFrom } from "../public-site/viewer-renderer.ts";
import { publishSite } from "../sites/publish-site.ts";
import { insertSiteDraft } from "../sites/site-draft-writer.ts";
import { tenant } from "../sites/site-test-helpers.ts";

/** Debian's caddy (installed by .ci/run); without it the recipe cannot be run here. */
const caddy = (() => {
  try {
    return execFileSync("sh", ["-c", "command -v caddy"]).toString().trim() || undefined;
  } catch {
    return undefined;
  }
})();
const caddyfile = new URL("../../../../../docs/operations/Caddyfile", import.meta.url).pathname;
const viewerSource = new URL("../../../../viewer/src/entry-server.tsx", import.meta.url).pathname;

const sitesDomain = "sites.mekuri.test";
const env: Record<string, string> = {
  LOG_LEVEL: "error",
  SITES_DOMAIN: sitesDomain,
  PUBLIC_URL: "https://console.mekuri.test",
  TRUST_PROXY: "true",
};
let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startTestDnsServer();
  env.DNS_SERVERS = dns.address;
});
const ctx = useTestApp({
  env,
  loadViewerRenderer: async () =>
    rendererFrom((await import(/* @vite-ignore */ viewerSource)) as ViewerServerEntry, {
      scripts: ["/viewer/assets/entry.js"],
      css: "",
      preloads: [],
    }),
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitForPort(port: number, output: () => string) {
  for (let i = 0; i < 100; i += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`caddy did not listen:\n${output()}`);
}

interface Fetched {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  certificateNames: string;
}

describe.skipIf(!caddy)("the documented Caddyfile (Debian's caddy, local_certs)", () => {
  let caddyProcess: ChildProcess | undefined;
  let home: string;
  let httpsPort: number;
  let siteId: string;
  const domain = "shop.caddy-example.com";
  let output = "";

  const fetchThroughCaddy = (host: string, url = "/") =>
    new Promise<Fetched>((resolve, reject) => {
      const ca = readFileSync(path.join(home, "data/caddy/pki/authorities/local/root.crt"));
      const req = request(
        { host: "127.0.0.1", port: httpsPort, path: url, servername: host, headers: { host }, ca },
        (response) => {
          const socket = response.socket as TLSSocket;
          const certificate = socket.getPeerCertificate();
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            body += chunk;
          });
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body,
              certificateNames: certificate.subjectaltname ?? "",
            }),
          );
        },
      );
      req.on("error", reject);
      req.end();
    });

  beforeAll(async () => {
    await ctx.app.jobs.stop();
    const address = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const master = await createAccount(ctx, { kind: "master" });
    const owner = await tenant(ctx, { parent: master, plan: "standard" });
    siteId = await insertSiteDraft(ctx.database.db, { ...siteFixture(owner.account.id), customDomain: null });
    await publishSite(ctx.database.db, siteId, "PUBLISH", {
      settingFormContact: true,
      settingPopupCta: true,
      poweredBy: false,
    });
    const set = await ctx.app.inject({
      method: "PUT",
      url: api(`/site/${siteId}/domain`),
      headers: bearer(owner.token),
      payload: { domain },
    });
    expect(set.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(siteDomains).where(eq(siteDomains.siteId, siteId));
    dns.set(domain, "CNAME", [`${siteId}.${sitesDomain}`]);
    dns.set(`_mekuri-challenge.${domain}`, "TXT", [row!.token]);
    expect((await ctx.app.domains.verifier.check(row!, new Date())).state).toBe("active");

    home = mkdtempSync(path.join(tmpdir(), "mekuri-caddy-"));
    httpsPort = await freePort();
    const httpPort = await freePort();
    caddyProcess = spawn(caddy!, ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
      env: {
        PATH: process.env.PATH,
        HOME: home,
        XDG_DATA_HOME: path.join(home, "data"),
        XDG_CONFIG_HOME: path.join(home, "config"),
        MEKURI_UPSTREAM: new URL(address).host,
        // A second process that is down, as one is during a rolling replacement (upgrade.md).
        MEKURI_MORE_UPSTREAMS: `127.0.0.1:${await freePort()}`,
        CONSOLE_HOST: "console.mekuri.test",
        SITES_DOMAIN: sitesDomain,
        // The test's only departures from the recipe: Caddy's own CA, free ports, no admin socket.
        CADDY_GLOBAL_OPTIONS: `local_certs\nskip_install_trust\nadmin off\nhttp_port ${httpPort}\nhttps_port ${httpsPort}`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    caddyProcess.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    caddyProcess.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitForPort(httpsPort, () => output);
  }, 60_000);

  afterAll(async () => {
    if (caddyProcess && caddyProcess.exitCode === null) {
      caddyProcess.kill("SIGTERM");
      await new Promise((resolve) => caddyProcess!.once("exit", resolve));
    }
    await dns?.close();
    if (home) rmSync(home, { recursive: true, force: true });
  });

  it("serves the site on its active custom domain over HTTPS with the site origin's security headers", async () => {
    const response = await fetchThroughCaddy(domain);
    expect(response.certificateNames).toContain(`DNS:${domain}`);
    expect(response.status).toBe(200);
    expect(response.body).toContain("A1（日本語）");
    expect(response.headers["content-security-policy"]).toContain("default-src *");
    expect(response.headers["content-security-policy"]).toContain(
      "frame-ancestors 'self' https://console.mekuri.test",
    );
  }, 30_000);

  it("serves the site's default origin through the wildcard block", async () => {
    const response = await fetchThroughCaddy(`${siteId}.${sitesDomain}`, `/sites/${siteId}/A1`);
    expect(response.status).toBe(200);
    expect(response.body).toContain("A1（日本語）");
  }, 30_000);

  it("sends every request to the live process while another one is down", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      statuses.push((await fetchThroughCaddy(`${siteId}.${sitesDomain}`, `/sites/${siteId}/A1`)).status);
    }
    expect(statuses).toEqual(Array(20).fill(200));
  }, 60_000);

  it("gets no certificate for a host that is not an active custom domain", async () => {
    await expect(fetchThroughCaddy("not-ours.example.org")).rejects.toThrow();
  }, 30_000);
});
