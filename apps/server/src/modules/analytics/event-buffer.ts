import { setTimeout as delay } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import type { AnalyticsStore } from "./analytics-store.ts";

/** A failed write is retried after this long, so an absent database is not hammered. */
const retryDelayMs = 500;

export interface EventBufferOptions {
  store: Pick<AnalyticsStore, "writeEvents" | "isRefusedData">;
  log: FastifyBaseLogger;
  /** Write at once when this many events wait… */
  maxEvents?: number;
  /** …else once the first of them has waited this long (to gather a group). */
  maxDelayMs?: number;
  /** How long a request's events may wait for a write that succeeds (retries included). */
  maxWaitMs?: number;
  /** Beyond this many unwritten events, new batches are refused with 503. */
  capacity?: number;
  /** Writes that may run at once; the events' connections (work-kinds.ts) are one more. */
  writers?: number;
  /** Told after each write: how long it took, how many events it held, whether they are stored. */
  onWrite?: (seconds: number, events: number, stored: boolean) => void;
}

/** One request's encoded rows, answered once they are stored or given up. */
interface Group {
  rows: string;
  count: number;
  giveUpAt: number;
  stored(count: number): void;
  failed(error: unknown): void;
}

/**
 * Group commit of accepted events (docs/decisions/029-durable-event-acknowledgement.md): a request's
 * rows wait for the next write, and the request is answered only once that write committed, so a
 * 202 means stored. Up to `writers` writes run at once, so one write's round trip overlaps the
 * next; the requests that arrive meanwhile form the next group, so writes grow with the load by
 * themselves. A failed write is retried until a request's wait is over; then that request fails
 * (503) and its rows are forgotten: nothing is acknowledged that is not stored.
 */
export class EventBuffer {
  private groups: Group[] = [];
  private waiting = 0;
  private writing = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly running = new Set<Promise<void>>();
  private retryAt = 0;
  /** When the first of the waiting groups arrived. */
  private oldestAt = 0;
  private readonly write: (rows: string) => Promise<void>;
  private readonly isRefusedData: (error: unknown) => boolean;
  private readonly maxEvents: number;
  private readonly maxDelayMs: number;
  private readonly maxWaitMs: number;
  private readonly writers: number;
  readonly capacity: number;

  constructor(private readonly options: EventBufferOptions) {
    this.write = (rows) => options.store.writeEvents(rows);
    this.isRefusedData = (error) => options.store.isRefusedData(error);
    this.maxEvents = options.maxEvents ?? 5000;
    this.maxDelayMs = options.maxDelayMs ?? 2;
    this.maxWaitMs = options.maxWaitMs ?? 4000;
    this.capacity = options.capacity ?? 200_000;
    this.writers = options.writers ?? 8;
  }

  /** Events accepted and not yet stored. */
  get size() {
    return this.waiting + this.writing;
  }

  hasRoomFor(count: number) {
    return this.size + count <= this.capacity;
  }

  /**
   * `rows`: `count` encoded rows (event-store.ts `encodeEventRow`). Resolves with how many of them
   * are stored once the write that holds them committed (a row the database refuses as data is
   * dropped); rejects when they could not be written in time.
   */
  add(rows: string, count: number): Promise<number> {
    return new Promise((stored, failed) => this.enqueue(rows, count, stored, failed));
  }

  /** `add` with callbacks: the beacon route answers from them without a promise per request. */
  enqueue(rows: string, count: number, stored: (count: number) => void, failed: (error: unknown) => void) {
    const now = Date.now();
    if (this.groups.length === 0) this.oldestAt = now;
    this.groups.push({ rows, count, giveUpAt: now + this.maxWaitMs, stored, failed });
    this.waiting += count;
    this.schedule();
  }

  /** Writes everything waiting now; resolves once it and the writes already running are stored or failed. */
  async flush(): Promise<void> {
    if (this.groups.length > 0) this.startWrite();
    while (this.running.size > 0) await Promise.all(this.running);
  }

  private startWrite() {
    clearTimeout(this.timer);
    this.timer = undefined;
    const groups = this.groups;
    const count = this.waiting;
    this.groups = [];
    this.waiting = 0;
    this.writing += count;
    const started = performance.now();
    const write = this.store(groups).then((unwritten) => {
      this.options.onWrite?.((performance.now() - started) / 1000, count, unwritten.length === 0);
      this.writing -= count;
      this.retryAt = unwritten.length > 0 ? Date.now() + retryDelayMs : 0;
      this.keepForRetry(unwritten);
      this.running.delete(write);
      this.schedule();
    });
    this.running.add(write);
  }

  /** Writes everything that waits; called on shutdown, after the last request has been answered. */
  async close() {
    while (this.groups.length > 0 || this.running.size > 0) {
      await this.flush();
      if (this.retryAt > Date.now()) await delay(this.retryAt - Date.now());
    }
  }

  /** Groups whose wait is not over go back to the front of the line; the others fail now. */
  private keepForRetry(unwritten: { group: Group; error: unknown }[]) {
    const now = Date.now();
    const kept: Group[] = [];
    for (const { group, error } of unwritten) {
      if (now >= group.giveUpAt) {
        group.failed(error);
        continue;
      }
      kept.push(group);
      this.waiting += group.count;
    }
    if (kept.length > 0 && this.groups.length === 0) this.oldestAt = now;
    this.groups.unshift(...kept);
  }

  /**
   * Writes the groups in one COPY and answers them; returns those left unwritten (the database is
   * away) with the error. Groups the database refuses as data are halved until the refusing one is
   * found, whose rows are then written one by one, so one bad row never blocks the others.
   */
  private async store(groups: Group[]): Promise<{ group: Group; error: unknown }[]> {
    try {
      await this.write(groups.length === 1 ? groups[0]!.rows : groups.map((group) => group.rows).join(""));
      for (const group of groups) group.stored(group.count);
      return [];
    } catch (error) {
      if (!this.isRefusedData(error)) {
        const events = groups.reduce((sum, group) => sum + group.count, 0);
        this.options.log.warn({ err: error, events }, "analytics events not written yet; retrying");
        return groups.map((group) => ({ group, error }));
      }
      if (groups.length === 1) return this.storeRowByRow(groups[0]!);
      const half = Math.ceil(groups.length / 2);
      const unwritten = await this.store(groups.slice(0, half));
      if (unwritten.length > 0) {
        return [...unwritten, ...groups.slice(half).map((group) => ({ group, error: unwritten[0]!.error }))];
      }
      return this.store(groups.slice(half));
    }
  }

  /** One request's rows on their own: refused ones are dropped with an error log, the others stored. */
  private async storeRowByRow(group: Group): Promise<{ group: Group; error: unknown }[]> {
    let stored = 0;
    for (const line of group.rows.split("\n").slice(0, group.count)) {
      try {
        await this.write(`${line}\n`);
        stored += 1;
      } catch (error) {
        if (!this.isRefusedData(error)) {
          // Some rows of this request may be stored; it fails as a whole and may be sent again.
          group.failed(error);
          return [];
        }
        this.options.log.error({ err: error, row: line }, "analytics event refused by the database, dropped");
      }
    }
    group.stored(stored);
    return [];
  }

  /**
   * A group is written once its first request has waited `maxDelayMs`, or at once when enough
   * events wait: each write then carries many requests, which keeps the commits (and their CPU,
   * shared with the server) few. Never more than `writers` writes at once (an ending write
   * schedules the next), and after a failed write not before the retry time.
   */
  private schedule() {
    if (this.groups.length === 0 || this.running.size >= this.writers) return;
    const now = Date.now();
    const due = Math.max(this.oldestAt + this.maxDelayMs, this.retryAt);
    if (now >= due || (this.waiting >= this.maxEvents && now >= this.retryAt)) {
      this.startWrite();
      return;
    }
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.schedule();
    }, due - now).unref();
  }
}
