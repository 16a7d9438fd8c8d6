import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stackMapper } from "../../../build/release-stack.mjs";
import { loadConfig } from "../src/config.ts";
import { ensureInitialAccounts } from "../src/modules/accounts/initial-accounts.ts";
import { siteOrigin } from "../src/modules/public-site/site-origin.ts";
import { publishSite } from "../src/modules/sites/publish-site.ts";
import { insertSiteDraft } from "../src/modules/sites/site-draft-writer.ts";
import { openDatabase } from "../src/platform/database/database.ts";
import { siteFixture } from "../src/testing/site-fixture.ts";
import { librariesAmong, loadedModulePaths } from "./loaded-packages.ts";
import { type PrivatePostgres, startPrivatePostgres } from "./private-postgres.ts";
import { releaseServer, type ServerProcess, startServerProcess } from "./server-process.ts";

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const releaseDir = path.dirname(releaseServer);
const recorder = fileURLToPath(new URL("./record-loaded-modules.mjs", import.meta.url));
const master = { email: "ops@example.com", password: "Fault-suite1" };
/** A frame's position in one of the release's scripts, as Node prints it without source maps. */
const bundlePosition = /server(?:-[\w.-]+)?\.mjs:\d+:\d+/;

/** A GET with a Host header of choice: a public site answers only on its own host name. */
function getWithHost(url: string, host: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

const login = (server: ServerProcess) =>
  fetch(`${server.url}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(master),
  });

/**
 * The built release on PostgreSQL as an operator starts it (`npm start`): what it loads until it
 * has served its first requests (decision 136 keeps some libraries for their first use), and what
 * its logged errors look like once `npm run stack` maps them (decision 138).
 */
describe("the release's start on PostgreSQL", () => {
  let postgres: PrivatePostgres;
  let server: ServerProcess;
  let folder: string;
  let siteId: string;

  beforeAll(async () => {
    execFileSync(process.execPath, [path.join(root, "build/build-if-stale.mjs")], {
      cwd: root,
      stdio: "ignore",
    });
    folder = mkdtempSync(path.join(tmpdir(), "mekuri-release-start-"));
    postgres = await startPrivatePostgres();
    await run(process.execPath, [releaseServer, "migrate"], {
      env: { ...process.env, DATABASE_URL: postgres.url, LOG_LEVEL: "warn" },
    });
    // One published site, written as the console would: the demo's seed takes a minute under load.
    const database = await openDatabase({ url: postgres.url, poolSize: 2 });
    try {
      const [created] = await ensureInitialAccounts(database.db, { initialMaster: master, seedDemo: false });
      siteId = await insertSiteDraft(database.db, siteFixture(created!.accountId));
      await publishSite(database.db, siteId, "PUBLISH", {
        settingFormContact: true,
        settingPopupCta: true,
        poweredBy: false,
      });
    } finally {
      await database.close();
    }
    server = await startServerProcess(
      { DATABASE_URL: postgres.url, LOADED_MODULES_FILE: path.join(folder, "modules.txt") },
      { release: { nodeArgs: ["--import", recorder] } },
    );
  }, 180_000);

  afterAll(async () => {
    if (server && !server.exit) {
      server.signal("SIGTERM");
      await server.exited;
    }
    postgres?.destroy();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("loads none of the libraries kept for their first use until it has served /readyz, a public page and a console login", async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const sites = loadConfig({ PUBLIC_URL: `http://localhost:${new URL(server.url).port}` }).sites;
    const page = await getWithHost(`${server.url}/sites/${siteId}`, new URL(siteOrigin(sites, siteId)).host);
    expect(page.status).toBe(200);
    expect(page.body).toContain("/viewer/assets/");
    expect((await login(server)).status).toBe(200);

    const urls = readFileSync(path.join(folder, "modules.txt"), "utf8").split("\n").filter(Boolean);
    const paths = loadedModulePaths(urls, releaseDir);
    // The record holds the bundle's own sources, so an empty or unreadable one cannot pass.
    expect(paths).toContain("apps/server/src/main.ts");
    expect(paths.some((modulePath) => modulePath.includes("node_modules/fastify/"))).toBe(true);
    expect(librariesAmong(paths)).toEqual({});
  });

  it("would see each first-use library in the release's files that hold it", () => {
    const urls = readdirSync(releaseDir)
      .filter((name) => name.endsWith(".mjs"))
      .map((name) => pathToFileURL(path.join(releaseDir, name)).href);
    const bundled = Object.keys(librariesAmong(loadedModulePaths(urls, releaseDir)));
    expect(bundled).toEqual(["Stripe", "the AWS SDK", "nodemailer", "the HTML sanitiser"]);
    const external = ["sharp", "pdfkit", "@electric-sql/pglite"].map(
      (name) => pathToFileURL(path.join(root, "node_modules", name, "index.js")).href,
    );
    expect(Object.keys(librariesAmong(loadedModulePaths(external, releaseDir)))).toEqual([
      "pdfkit and fontkit",
      "sharp",
      "PGlite",
    ]);
  });

  it("logs an unexpected error with a stack that `npm run stack` maps to the sources", async () => {
    const database = new pg.Client({ connectionString: postgres.url });
    await database.connect();
    await database.query("alter table operators rename to operators_away");
    try {
      expect((await login(server)).status).toBe(500);
    } finally {
      await database.query("alter table operators_away rename to operators");
      await database.end();
    }
    await expect.poll(() => server.output.includes('"unhandled error"'), { timeout: 10_000 }).toBe(true);
    const logged = server.output.split("\n").find((line) => line.includes('"unhandled error"')) ?? "";
    const before = JSON.parse(logged) as { err: { stack: string } };
    expect(before.err.stack).toMatch(bundlePosition);

    const after = JSON.parse(stackMapper(releaseDir)(logged)) as { err: { stack: string }; msg: string };
    expect(after.msg).toBe("unhandled error");
    expect(after.err.stack).not.toMatch(bundlePosition);
    const frames = [...after.err.stack.matchAll(/\((apps\/server\/src\/[^:]+):(\d+):\d+\)/g)];
    expect(frames.map(([, file]) => file)).toContain(
      "apps/server/src/modules/accounts/operator-repository.ts",
    );
    for (const [, file, line] of frames) {
      const lines = readFileSync(path.join(root, file!), "utf8").split("\n");
      expect(Number(line)).toBeLessThanOrEqual(lines.length);
    }
  });
});
