import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../platform/database/database.ts";
import { createEventWriter, type EventWriter } from "./event-store.ts";

/** A failed write is retried after this long, so an absent database is not hammered. */
const retryDelayMs = 1000;

/** SQLSTATE classes 22 (data exception) and 23 (integrity): the same rows would fail again. */
function isRefusedData(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && (code.startsWith("22") || code.startsWith("23"));
}

export interface EventBufferOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Write at once when this many events wait… */
  maxEvents?: number;
  /** …else when the oldest has waited this long. */
  maxDelayMs?: number;
  /** Beyond this many unwritten events (the database is away), new batches are refused with 503. */
  capacity?: number;
}

/**
 * Buffers accepted events (already encoded as COPY rows) and stores them by time and by size, one
 * write at a time. Events that arrive while a write runs wait for the next one, so the writes grow
 * with the load by themselves. A failed write keeps its rows for the next try; closing writes what
 * waits, so an event acknowledged before a graceful restart is stored.
 */
export class EventBuffer {
  private rows: string[] = [];
  private waiting = 0;
  private writing = 0;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private retryAt = 0;
  private readonly write: EventWriter;
  private readonly maxEvents: number;
  private readonly maxDelayMs: number;
  readonly capacity: number;

  constructor(private readonly options: EventBufferOptions) {
    this.write = createEventWriter(options.db);
    this.maxEvents = options.maxEvents ?? 5000;
    this.maxDelayMs = options.maxDelayMs ?? 200;
    this.capacity = options.capacity ?? 200_000;
  }

  /** Events accepted and not yet stored. */
  get size() {
    return this.waiting + this.writing;
  }

  hasRoomFor(count: number) {
    return this.size + count <= this.capacity;
  }

  /** `rows`: `count` encoded rows (event-store.ts `encodeEventRow`). */
  add(rows: string, count: number) {
    this.rows.push(rows);
    this.waiting += count;
    // A running write schedules the next one when it ends.
    if (!this.flushing) this.schedule();
  }

  /** Writes everything waiting now (after the write already running); resolves once stored or failed. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.flushing) await this.flushing;
    if (this.waiting === 0) return;
    const rows = this.rows.length === 1 ? this.rows[0]! : this.rows.join("");
    const count = this.waiting;
    this.rows = [];
    this.waiting = 0;
    this.writing = count;
    this.flushing = this.store(rows, count)
      .then((kept) => {
        this.retryAt = 0;
        if (!kept) return;
        this.rows.unshift(kept.rows);
        this.waiting += kept.count;
        this.retryAt = Date.now() + retryDelayMs;
      })
      .then(() => {
        this.writing = 0;
        this.flushing = undefined;
        this.schedule();
      });
    await this.flushing;
  }

  /**
   * Writes the rows; answers those to keep for the next try (the database is away). Rows the
   * database refuses as data are halved until the refused one is found and dropped, so one bad row
   * never blocks the others.
   */
  private async store(rows: string, count: number): Promise<{ rows: string; count: number } | undefined> {
    try {
      await this.write(rows);
      return undefined;
    } catch (error) {
      if (!isRefusedData(error)) {
        this.options.log.warn({ err: error, events: count }, "analytics events kept for the next write");
        return { rows, count };
      }
      if (count === 1) {
        this.options.log.error({ err: error, row: rows }, "analytics event refused by the database, dropped");
        return undefined;
      }
      const lines = rows.split("\n");
      const half = Math.ceil(count / 2);
      const first = `${lines.slice(0, half).join("\n")}\n`;
      const second = `${lines.slice(half, count).join("\n")}\n`;
      const kept = await this.store(first, half);
      if (kept) return { rows: kept.rows + second, count: kept.count + count - half };
      return this.store(second, count - half);
    }
  }

  /** At once when enough events wait, else after the delay; after a failed write, not before the retry time. */
  private schedule() {
    if (this.waiting === 0) return;
    const now = Date.now();
    if (this.waiting >= this.maxEvents && now >= this.retryAt) {
      void this.flush();
      return;
    }
    this.timer ??= setTimeout(() => void this.flush(), Math.max(this.maxDelayMs, this.retryAt - now)).unref();
  }

  /** Writes everything that waits; called on shutdown. */
  async close() {
    await this.flush();
    if (this.waiting) await this.flush();
  }
}
