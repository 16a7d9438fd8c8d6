/**
 * Smoke test of a release folder, run by the Node that runs this script (CI also runs it under
 * Node 24 from the npm registry's `node` package): `migrate`, then `seed` with the demo, then a
 * production start with MIGRATE_ON_START=false; it checks /readyz, the demo site's first page and
 * the login API, and stops the server with SIGTERM. Plain JavaScript: it needs no dev dependency.
 *
 *   node build/release-smoke.mjs <release folder>    (DATABASE_URL is passed on when set)
 */
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const master = { email: "ops@example.com", password: "Release-smoke1" };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A GET with a Host header of choice: a public site answers only on its own host name. */
function get(port, pathname, host) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: pathname, headers: { host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode, body }));
    });
    request.on("error", reject);
  });
}

function expect(condition, message) {
  if (!condition) throw new Error(`release smoke test: ${message}`);
}

/** Runs the checks; answers the time from spawn to a ready server, in milliseconds. */
export async function smokeTestRelease(releaseDir, { databaseUrl, log = () => {} } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "mekuri-release-smoke-"));
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? dataDir,
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    INITIAL_MASTER_EMAIL: master.email,
    INITIAL_MASTER_PASSWORD: master.password,
    LOG_LEVEL: "warn",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const node = (args, extra = {}) =>
    run(process.execPath, ["server.mjs", ...args], {
      cwd: releaseDir,
      env: { ...env, ...extra },
    });
  let server;
  try {
    const migrated = await node(["migrate"]);
    log(migrated.stdout.trim());
    const seeded = await node(["seed"], { SEED_DEMO: "true" });
    log(seeded.stdout.trim());
    const demoSite = /demo site: (\S+)/.exec(seeded.stdout)?.[1];
    expect(demoSite, `the seed command printed no demo site:\n${seeded.stdout}`);

    const started = Date.now();
    server = spawn(process.execPath, ["server.mjs"], {
      cwd: releaseDir,
      env: { ...env, NODE_ENV: "production", MIGRATE_ON_START: "false" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    server.stdout.on("data", (chunk) => {
      output += chunk;
    });
    server.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const exited = new Promise((resolve) => server.once("exit", resolve));
    let ready = false;
    while (!ready) {
      expect(server.exitCode === null, `the server exited at start:\n${output}`);
      expect(Date.now() - started < 180_000, `the server was not ready within 180 s:\n${output}`);
      ready = await get(port, "/readyz", `localhost:${port}`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const readyMs = Date.now() - started;
    log(`ready in ${readyMs} ms`);

    const site = new URL(demoSite);
    const page = await get(port, site.pathname, site.host);
    expect(page.status === 200, `the demo site answered ${page.status}`);
    expect(page.body.includes("/viewer/assets/"), "the demo site's page loads no viewer script");

    const login = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(master),
    });
    expect(login.status === 200, `the login API answered ${login.status}: ${await login.text()}`);

    server.kill("SIGTERM");
    const code = await exited;
    expect(code === 0, `the server exited with ${code} after SIGTERM:\n${output}`);
    server = undefined;
    return readyMs;
  } finally {
    server?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.filename === process.argv[1]) {
  const releaseDir = path.resolve(process.argv[2] ?? "dist/release");
  await smokeTestRelease(releaseDir, {
    databaseUrl: process.env.DATABASE_URL,
    log: (line) => console.log(line),
  });
  console.log(`Release smoke test passed under Node ${process.version}.`);
}
