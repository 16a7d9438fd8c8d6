import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import {
  credentialsFile,
  demoPassword,
  type E2eCredentials,
  e2eDnsPort,
  e2ePort,
} from "./support/credentials.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = e2ePort;
const baseUrl = `http://127.0.0.1:${port}`;

async function createDatabase(serverUrl: string) {
  const name = `mekuri_e2e_${randomBytes(5).toString("hex")}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

interface StartedServer {
  logins: Record<string, { email: string; password: string }>;
  demoSiteUrl: string;
}

function waitForStart(server: ChildProcess): Promise<StartedServer> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 180_000);
    server.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const logins = [...output.matchAll(/(master|demo|light)\s+login\s+(\S+)\s+one-time password: (\S+)/g)];
      const site = output.match(/Demo site\s+(\S+)/);
      if (logins.length === 3 && site) {
        clearTimeout(timer);
        resolve({
          logins: Object.fromEntries(
            logins.map(([, label, email, password]) => [label, { email, password }]),
          ),
          demoSiteUrl: site[1]!,
        });
      }
    });
    server.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** Waits until no process of the group is left (the server finishes its shutdown after npm exits). */
async function processGroupGone(groupId: number) {
  for (;;) {
    try {
      process.kill(-groupId, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the real server on a fresh database, as a newcomer would, and reads the printed logins. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "mekuri-e2e-"));
  const database = process.env.TEST_DATABASE_URL
    ? await createDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  // Started as `npm start` starts it (the front ends are built by `npm run test:e2e` first); the
  // suite knows the server only by its address and what it prints.
  const server = spawn("npm", ["run", "start", "--workspace", "@mekuri/server"], {
    cwd: root,
    // npm, its shell and the server share one process group, so the teardown stops them together.
    detached: true,
    env: {
      ...process.env,
      // A first start as `npm start` makes it: the demo and the printed one-time passwords that the
      // suite logs in with are what a development start does (production refuses both).
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? "",
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      INITIAL_MASTER_EMAIL: "",
      INITIAL_MASTER_PASSWORD: "",
      SMTP_URL: "",
      // Every browser of the run logs in and submits forms from 127.0.0.1; the limits themselves
      // are tested by the server's own tests.
      RATE_LIMIT_SCALE: "100",
      // Custom domains are checked against the DNS server the domain test runs on this port.
      DNS_SERVERS: `127.0.0.1:${e2eDnsPort}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { logins, demoSiteUrl } = await waitForStart(server);

  // The demo operators get a known password through the API; the master's forced change is a UI test.
  for (const login of [logins.demo!, logins.light!]) {
    const session = await fetch(`${baseUrl}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: login.email, password: login.password }),
    }).then((r) => r.json());
    const changed = await fetch(`${baseUrl}/api/v1/auth/change-password`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({
        current_password: login.password,
        password: demoPassword,
        confirm_password: demoPassword,
      }),
    });
    if (!changed.ok) throw new Error(`could not set ${login.email}'s password: ${await changed.text()}`);
  }

  const credentials: E2eCredentials = {
    baseUrl,
    master: logins.master!,
    demo: { email: logins.demo!.email, password: demoPassword },
    light: { email: logins.light!.email, password: demoPassword },
    demoSiteUrl,
    demoSiteId: demoSiteUrl.split("/").at(-1)!,
  };
  mkdirSync(path.dirname(credentialsFile), { recursive: true });
  writeFileSync(credentialsFile, JSON.stringify(credentials));

  return async () => {
    process.kill(-server.pid!, "SIGTERM");
    await processGroupGone(server.pid!);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
