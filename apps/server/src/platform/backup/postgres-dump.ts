import { spawn } from "node:child_process";
import pg from "pg";

/**
 * The programs read the password from the environment, not from their command line, where every
 * user of the machine could read it in the process list.
 */
function connection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  const env: Record<string, string> = password ? { PGPASSWORD: password } : {};
  return { dbname: parsed.toString(), env };
}

function run(program: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(
              `${program} not found: install PostgreSQL's client programs (Debian: postgresql-client)`,
            )
          : error,
      ),
    );
    child.once("exit", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${program} failed (exit ${code}):\n${errors.trim()}`));
    });
  });
}

/** The whole database (every schema, the migrations' journal included) in pg_dump's custom format. */
export async function dumpDatabase(url: string, file: string) {
  const { dbname, env } = connection(url);
  await run(
    "pg_dump",
    ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
}

/**
 * Loads a dump in one transaction: it is restored whole or not at all. With `replace`, what the
 * dump holds is dropped first (objects the dump does not know stay).
 */
export async function restoreDatabase(url: string, file: string, replace: boolean) {
  const { dbname, env } = connection(url);
  const clean = replace ? ["--clean", "--if-exists"] : [];
  await run(
    "pg_restore",
    [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      ...clean,
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}

export interface DatabaseState {
  /** Tables in the schemas Mekuri uses. */
  tables: number;
  /** Migrations applied, from drizzle's journal; 0 on an empty database. */
  migrations: number;
}

export async function databaseState(url: string): Promise<DatabaseState> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ count: number }>(
      "select count(*)::int as count from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    const journal = await client.query<{ present: boolean }>(
      "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
    );
    const migrations = journal.rows[0]?.present
      ? (
          await client.query<{ count: number }>(
            "select count(*)::int as count from drizzle.__drizzle_migrations",
          )
        ).rows[0]?.count
      : 0;
    return { tables: tables.rows[0]?.count ?? 0, migrations: migrations ?? 0 };
  } finally {
    await client.end();
  }
}
