/**
 * Each kind of database work gets connections of its own, so a slow or locked table degrades only
 * the work that touches it (docs/decisions/028-database-capacity-and-timeouts.md). The timeouts are
 * PostgreSQL's own (`statement_timeout`, `lock_timeout`), set on every connection of the kind; a
 * request that waits longer than `waitMs` for a free connection gets 503 with Retry-After.
 */
export interface WorkKind {
  /** Connections of this kind per process. */
  connections: (poolSize: number) => number;
  /** Longest wait for a free (or new) connection. */
  waitMs: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
}

export const workKinds = {
  /** The console's API, forms, members, jobs and mail: DATABASE_POOL_SIZE connections. */
  api: { connections: (size) => size, waitMs: 3000, statementTimeoutMs: 15_000, lockTimeoutMs: 2000 },
  /** Public page reads (snapshots, live versions, SEO) and /readyz: what every visitor waits for. */
  public: {
    connections: (size) => Math.max(2, Math.ceil(size / 2)),
    waitMs: 1000,
    statementTimeoutMs: 3000,
    lockTimeoutMs: 1000,
  },
  /** Analytics event writes: up to eight COPYs at once (event-buffer.ts), plus one to spare. */
  events: { connections: () => 9, waitMs: 3000, statementTimeoutMs: 15_000, lockTimeoutMs: 3000 },
  /**
   * Long background work (the analytics rollup, dropping expired event partitions): a backlog or a
   * busy site's day takes longer than a request may, and the client's read timeout follows the
   * statement timeout, so these statements need connections of their own with minutes to run.
   */
  background: {
    connections: () => 2,
    waitMs: 60_000,
    statementTimeoutMs: 10 * 60_000,
    lockTimeoutMs: 60_000,
  },
} satisfies Record<string, WorkKind>;

export type WorkKindName = keyof typeof workKinds;
