import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../platform/database/database.ts";
import { insertEvents, type StoredEvent } from "./event-store.ts";

export interface EventBufferOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Flush when this many events wait… */
  maxEvents?: number;
  /** …or when the oldest has waited this long. */
  maxDelayMs?: number;
  /** Beyond this many waiting events (the database is away), new batches are refused with 503. */
  capacity?: number;
}

/**
 * Buffers accepted events and writes them in multi-row inserts, by size and by time. A failed write
 * keeps its events for the next flush; closing flushes what waits, so an event acknowledged before a
 * graceful restart is stored.
 */
export class EventBuffer {
  private waiting: StoredEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private readonly maxEvents: number;
  private readonly maxDelayMs: number;
  readonly capacity: number;

  constructor(private readonly options: EventBufferOptions) {
    this.maxEvents = options.maxEvents ?? 1000;
    this.maxDelayMs = options.maxDelayMs ?? 200;
    this.capacity = options.capacity ?? 200_000;
  }

  get size() {
    return this.waiting.length;
  }

  hasRoomFor(count: number) {
    return this.waiting.length + count <= this.capacity;
  }

  add(events: StoredEvent[]) {
    this.waiting.push(...events);
    if (this.waiting.length >= this.maxEvents) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.maxDelayMs).unref();
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.flushing) return this.flushing.then(() => (this.waiting.length ? this.flush() : undefined));
    if (this.waiting.length === 0) return;
    const batch = this.waiting.splice(0, 5000);
    this.flushing = insertEvents(this.options.db, batch)
      .catch((error) => {
        this.options.log.warn(
          { err: error, events: batch.length },
          "analytics events kept for the next flush",
        );
        this.waiting.unshift(...batch);
        this.timer ??= setTimeout(() => void this.flush(), 1000).unref();
      })
      .finally(() => {
        this.flushing = undefined;
      });
    await this.flushing;
    if (this.waiting.length >= this.maxEvents) await this.flush();
  }

  /** Writes everything that waits; called on shutdown. */
  async close() {
    await this.flush();
    if (this.waiting.length) await this.flush();
  }
}
