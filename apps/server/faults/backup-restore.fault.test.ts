import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/platform/database/database.ts";
import { testPassword } from "../src/testing/test-app.ts";
import { loginAs, seedFaultSite } from "./fault-site.ts";
import { type PrivatePostgres, startPrivatePostgres } from "./private-postgres.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";

const serverFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** `npm run backup` / `npm run restore` as an operator runs them: the script, in its own process. */
function runScript(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `src/scripts/${script}.ts`, ...args], {
      cwd: serverFolder,
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => resolve({ code, output }));
  });
}

/** Backs up a running server on PostgreSQL with local media, wipes both, restores, checks. */
describe("backup and restore", () => {
  let postgres: PrivatePostgres;
  let server: ServerProcess | undefined;
  const root = mkdtempSync(path.join(tmpdir(), "mekuri-backup-"));
  const dataDir = path.join(root, "data");
  const backupDir = path.join(root, "backup");
  let env: Record<string, string>;

  async function onDatabase<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end();
    }
  }

  /** Rows of every table, by table: the whole database's content in one comparable value. */
  const rowCounts = () =>
    onDatabase(async (client) => {
      const tables = await client.query<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
      );
      const counts: Record<string, number> = {};
      for (const { name } of tables.rows) {
        counts[name] = Number((await client.query(`select count(*) from "${name}"`)).rows[0].count);
      }
      return counts;
    });

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    env = { DATABASE_URL: postgres.url, DATA_DIR: dataDir };
  });
  afterAll(() => {
    server?.signal("SIGKILL");
    postgres?.destroy();
    rmSync(root, { recursive: true, force: true });
  });

  it("brings back the database and the media of a running server after both were wiped", async () => {
    const database = await openDatabase({ url: postgres.url });
    const { siteId, owner } = await seedFaultSite(database).finally(() => database.close());
    server = await startServerProcess(env);

    const token = await loginAs(server.url, owner.email, testPassword);
    const call = (url: string, body: object) =>
      fetch(`${server!.url}/api/v1${url}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#0f766e" } })
      .jpeg()
      .toBuffer();
    const targets = await call("/site/generate-urls", {
      site_id: siteId,
      files: [{ name: "A1.jpg", content_type: "image/jpeg", size: image.length, purpose: "creative" }],
    });
    expect(targets.status).toBe(200);
    const { uploads } = (await targets.json()) as { uploads: { upload_id: string; url: string }[] };
    const [target] = uploads;
    const put = await fetch(`${server.url}${target!.url}`, {
      method: "PUT",
      headers: { "content-type": "image/jpeg" },
      body: image,
    });
    expect(put.status).toBe(200);
    const completed = await call("/site/upload/complete", {
      site_id: siteId,
      upload_ids: [target!.upload_id],
    });
    expect(completed.status).toBe(200);
    const { assets } = (await completed.json()) as { assets: { media: { image: { src: string } } }[] };
    const mediaPath = assets[0]!.media.image.src;
    const served = async () => {
      const response = await fetch(`${server!.url}${mediaPath}`);
      return response.status === 200 ? Buffer.from(await response.arrayBuffer()) : undefined;
    };
    const original = await served();
    expect(original?.length).toBeGreaterThan(0);
    const before = await rowCounts();
    expect(before.sites).toBe(1);

    const backedUp = await runScript("backup", [backupDir], env);
    expect(backedUp.output).toMatch(/Backed up the database \(\d+ migrations\) and \d+ media objects/);
    expect(backedUp.code).toBe(0);

    server.signal("SIGTERM");
    await server.exited;
    await onDatabase((client) =>
      client.query("drop schema public cascade; create schema public; drop schema drizzle cascade"),
    );
    rmSync(path.join(dataDir, "media"), { recursive: true, force: true });

    const restored = await runScript("restore", [backupDir], env);
    expect(restored.output).toMatch(/Restored the backup of/);
    expect(restored.code).toBe(0);
    // A second restore would overwrite what is there now: refused unless asked for.
    const again = await runScript("restore", [backupDir], env);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already has \d+ tables: restore into an empty database, or pass --replace/);

    expect(await rowCounts()).toEqual(before);
    server = await startServerProcess(env);
    expect(await loginAs(server.url, owner.email, testPassword)).toBeTruthy();
    expect(await served()).toEqual(original);
  });
});
