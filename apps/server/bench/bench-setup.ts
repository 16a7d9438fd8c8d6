import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type App, buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { ensureInitialAccounts } from "../src/modules/accounts/initial-accounts.ts";
import { type Database, openDatabase } from "../src/platform/database/database.ts";

/** The master login every bench database starts with. */
export const benchMaster = { email: "bench@mekuri.local", password: "Bench-pass1" };

/** The value at percentile `p` of samples sorted ascending. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface BenchDatabase {
  database: Database;
  db: Database["db"];
  /** The app's data folder (PGlite's too when no server is named), removed by `closeBench`. */
  dataDir: string;
}

/**
 * The database of a bench: the PostgreSQL server of BENCH_DATABASE_URL, else PGlite in a temporary
 * folder; migrated, with the bench's master login.
 */
export async function openBenchDatabase(options: { poolSize?: number } = {}): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "mekuri-bench-"));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(databaseUrl ? { url: databaseUrl, ...options } : { dataDir });
  await database.migrate();
  await ensureInitialAccounts(database.db, { initialMaster: benchMaster, seedDemo: false });
  return { database, db: database.db, dataDir };
}

export interface BenchApp {
  app: App;
  /** e.g. "http://127.0.0.1:41234". */
  address: string;
  /** An operator's access token, logged in through the API. */
  tokenOf(email: string, password?: string): Promise<string>;
}

/** The whole app on a free loopback port, reached over HTTP as a client would. */
export async function startBenchApp({ database, dataDir }: BenchDatabase): Promise<BenchApp> {
  const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir });
  const { app } = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const tokenOf = async (email: string, password = benchMaster.password) => {
    const response = await fetch(`${address}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    return ((await response.json()) as { access_token: string }).access_token;
  };
  return { app, address, tokenOf };
}

/** Stops the app (when started), closes the database and removes the data folder. */
export async function closeBench(bench: BenchDatabase, started?: BenchApp): Promise<void> {
  await started?.app.close();
  await bench.database.close();
  rmSync(bench.dataDir, { recursive: true, force: true });
}
