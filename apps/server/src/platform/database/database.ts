import { mkdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { runtimeFiles } from "../release/runtime-files.ts";
import * as schema from "./schema/index.ts";
import { type WorkKind, workKinds } from "./work-kinds.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Drizzle's transaction handle is a database handle too: helpers take either. */
export type Tx = Db;

export interface Database {
  /** The console's API, forms, members, jobs and mail. */
  db: Db;
  /** Public page reads: connections of their own, so a busy console never starves visitors. */
  publicDb: Db;
  /** Analytics event writes: connections of their own. */
  eventsDb: Db;
  /** Long background work (the analytics rollup): connections of their own, minutes per statement. */
  backgroundDb: Db;
  kind: "pglite" | "postgres";
  /** Applies pending migrations; on PostgreSQL one process at a time (the setup lock). */
  migrate(): Promise<void>;
  /**
   * Runs first-start work (seeding) while no other process on this database does: processes
   * starting together on one empty database would otherwise both seed it.
   */
  withSetupLock<T>(work: () => Promise<T>): Promise<T>;
  /** Cheap round trip used by /readyz, through the public reads' connections. */
  ping(): Promise<void>;
  /** Use of each connection pool, for the metrics; the embedded database has no pool. */
  pools(): PoolUse[];
  close(): Promise<void>;
}

export interface PoolUse {
  /** The kind of work (work-kinds.ts) the pool serves. */
  pool: string;
  max: number;
  /** Connections open, idle or checked out. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export const migrationsFolder = runtimeFiles.migrations;

export interface DatabaseOptions {
  /** PostgreSQL server; when absent, PGlite runs embedded. */
  url?: string;
  /** Folder of the embedded database; absent means in memory (tests). */
  dataDir?: string;
  /** A dumped embedded data directory to start from instead of an empty one (tests' migrated template). */
  embeddedStart?: Blob;
  /** Connections of the API kind of work; the other kinds size theirs from it (work-kinds.ts). */
  poolSize?: number;
  /** A connection was lost, idle or in use; the query that used it fails on its own. */
  onConnectionError?: (error: Error) => void;
}

/**
 * Every connection listens for errors for its whole life: pg-pool listens only while a connection
 * is idle, and a connection lost while checked out (a killed backend, a network cut inside a
 * transaction) would otherwise emit an unhandled 'error' and end the process. The query that used
 * it fails on its own and answers 503.
 */
function watchConnections(pool: pg.Pool, onError: (error: Error) => void) {
  pool.on("connect", (client) => client.on("error", onError));
  pool.on("error", onError);
  return pool;
}

/** A pool for one kind of work, with that kind's size, wait and timeouts. */
function createPool(url: string, kind: WorkKind, poolSize: number, onError: (error: Error) => void) {
  const pool = new pg.Pool({
    connectionString: url,
    max: kind.connections(poolSize),
    connectionTimeoutMillis: kind.waitMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: kind.statementTimeoutMs,
    lock_timeout: kind.lockTimeoutMs,
    // The server cancels a slow statement first; this only catches a server that stopped answering.
    query_timeout: kind.statementTimeoutMs + 5000,
  });
  return watchConnections(pool, onError);
}

/** Any fixed number, the same in every process: names the advisory lock of migrations and seeding. */
const setupLockKey = 0x6d656b75;

/**
 * drizzle's migrator takes no lock: two processes migrating one empty database both ran the first
 * CREATE TABLE and one died on a duplicate key. A session-level advisory lock on a connection of its
 * own makes the second wait until the first is done; then it finds nothing left to do.
 */
async function holdingSetupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // Losing this connection releases the lock on the server; the work's own queries report the outage.
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [setupLockKey]);
    return await work();
  } finally {
    // Ending the session releases the lock, also when the work failed.
    await client.end();
  }
}

/** Buffer cache of the embedded database. */
const embeddedSharedBuffersMb = 32;

/** The one place that decides between PGlite and a PostgreSQL server; nothing else knows which runs. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const url = options.url;
    const onError = (error: Error) => options.onConnectionError?.(error);
    const poolSize = options.poolSize ?? 10;
    const pools = {
      api: createPool(url, workKinds.api, poolSize, onError),
      public: createPool(url, workKinds.public, poolSize, onError),
      events: createPool(url, workKinds.events, poolSize, onError),
      background: createPool(url, workKinds.background, poolSize, onError),
    };
    const db = drizzleNodePg(pools.api, { schema }) as unknown as Db;
    const publicDb = drizzleNodePg(pools.public, { schema }) as unknown as Db;
    return {
      db,
      publicDb,
      eventsDb: drizzleNodePg(pools.events, { schema }) as unknown as Db,
      backgroundDb: drizzleNodePg(pools.background, { schema }) as unknown as Db,
      kind: "postgres",
      // Migrations may wait for locks and run long: one connection without the work kinds' timeouts.
      migrate: () =>
        holdingSetupLock(url, async () => {
          const pool = watchConnections(new pg.Pool({ connectionString: url, max: 1 }), onError);
          try {
            await migrateNodePg(drizzleNodePg(pool), { migrationsFolder });
          } finally {
            await pool.end();
          }
        }),
      withSetupLock: (work) => holdingSetupLock(url, work),
      ping: async () => {
        await publicDb.execute(sql`select 1`);
      },
      pools: () =>
        Object.entries(pools).map(([name, pool]) => ({
          pool: name,
          max: pool.options.max,
          total: pool.totalCount,
          idle: pool.idleCount,
          waiting: pool.waitingCount,
        })),
      close: async () => {
        await Promise.all(Object.values(pools).map((pool) => pool.end()));
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Imported here: a process on a PostgreSQL server never loads the embedded one (decision 136).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.embeddedStart,
    // PGlite's default of 128 MB is WASM memory held for good; its files are read through the
    // operating system's page cache anyway (docs/performance.md, "Startup and memory").
    postgresqlconf: [`shared_buffers = ${embeddedSharedBuffersMb}MB`],
  });
  await client.waitReady;
  // One embedded connection in this process: every kind of work shares it.
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    publicDb: db,
    eventsDb: db,
    backgroundDb: db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    // One process owns an embedded database's folder, so nobody else can be setting it up.
    withSetupLock: (work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    pools: () => [],
    close: () => client.close(),
  };
}

const connectionErrorCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
  "55P03", // lock_not_available: lock_timeout of the work kind passed
  "57014", // query_canceled: statement_timeout of the work kind passed
  "08000",
  "08001",
  "08003",
  "08006",
]);

/**
 * True when an error means the database cannot serve this right now: unreachable, or a lock or
 * statement timeout passed (answer 503 with Retry-After, not 500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && connectionErrorCodes.has(candidate.code)) return true;
    if (
      typeof candidate.message === "string" &&
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection is insecure|Client has encountered a connection error|Client was closed and is not queryable/i.test(
        candidate.message,
      )
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}
