import type { FastifyBaseLogger } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { PoolUse } from "../database/database.ts";
import type { PressureMonitor } from "../http/load-shedding.ts";
import type { JobBacklog } from "../jobs/job-records.ts";

/** What the metrics read at scrape time; nothing of it is touched per request. */
export interface MetricSources {
  database: { kind: string; pools(): PoolUse[] };
  events: { readonly size: number; readonly capacity: number };
  jobs: { backlog(): Promise<JobBacklog[]> };
  pressure: PressureMonitor;
}

export interface MetricsSettings {
  /** A port of its own; without it /metrics is on the main port and needs the token. */
  port?: number;
  host: string;
  token?: string;
}

const statusClasses = ["1xx", "1xx", "2xx", "3xx", "4xx", "5xx"];

/**
 * The process's Prometheus metrics (docs/operations/monitoring.md), in a registry of its own per
 * app: tests build many apps in one process, and names are registered once per registry.
 * Requests and event writes are observed as they happen (one histogram observation each); the
 * rest is read when scraped.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Histogram({
    name: "mekuri_http_request_duration_seconds",
    help: "Time to answer HTTP requests, by route pattern, method and status class",
    labelNames: ["route", "method", "status_class"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly eventWrites = new Histogram({
    name: "mekuri_event_write_duration_seconds",
    help: "Time of one group write of analytics events, by outcome (stored, or retried later)",
    labelNames: ["outcome"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  private readonly eventsStored = new Counter({
    name: "mekuri_events_stored_total",
    help: "Analytics events written to the database",
    registers: [this.registry],
  });

  constructor(readonly settings: MetricsSettings) {
    collectDefaultMetrics({ register: this.registry });
  }

  /** `milliseconds` as Fastify's `reply.elapsedTime` gives it; `route` undefined for unmatched URLs. */
  observeRequest(route: string | undefined, method: string, statusCode: number, milliseconds: number) {
    this.requests.observe(
      {
        route: route ?? "unmatched",
        method,
        status_class: statusClasses[Math.floor(statusCode / 100)] ?? "5xx",
      },
      milliseconds / 1000,
    );
  }

  /** The event buffer's `onWrite`. */
  readonly eventWritten = (seconds: number, events: number, stored: boolean) => {
    this.eventWrites.observe({ outcome: stored ? "stored" : "retried" }, seconds);
    if (stored) this.eventsStored.inc(events);
  };

  /** Adds the gauges read at scrape time. */
  watch(sources: MetricSources, log: FastifyBaseLogger) {
    const registers = [this.registry];
    new Gauge({
      name: "mekuri_event_buffer_events",
      help: "Analytics events accepted and not yet stored (waiting or being written)",
      registers,
      collect() {
        this.set(sources.events.size);
      },
    });
    new Gauge({
      name: "mekuri_event_buffer_capacity",
      help: "Events the buffer holds before it refuses new batches with 503",
      registers,
      collect() {
        this.set(sources.events.capacity);
      },
    });
    // The registry collects every metric at once: the three job gauges share one query.
    let reading: Promise<JobBacklog[]> | undefined;
    const backlog = () => {
      reading ??= sources.jobs
        .backlog()
        .catch((error: unknown) => {
          // The scrape answers without these series rather than failing (the database is away).
          log.warn({ err: error }, "metrics: job backlog not read");
          return [];
        })
        .finally(() => {
          reading = undefined;
        });
      return reading;
    };
    const jobGauge = (name: string, help: string, value: (row: JobBacklog) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ["kind"] as const,
        registers,
        async collect() {
          const rows = await backlog();
          this.reset();
          for (const row of rows) this.set({ kind: row.kind }, value(row));
        },
      });
    jobGauge(
      "mekuri_jobs_queued",
      "Background jobs waiting in the queue (shared by every process), by kind",
      (row) => row.queued,
    );
    jobGauge("mekuri_jobs_running", "Background jobs running in any process, by kind", (row) => row.running);
    jobGauge(
      "mekuri_jobs_lag_seconds",
      "How long the oldest waiting job of each kind has waited (0 when none waits)",
      (row) => row.oldestQueuedSeconds,
    );
    const poolGauge = (name: string, help: string, value: (use: PoolUse) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ["pool"] as const,
        registers,
        collect() {
          for (const use of sources.database.pools()) this.set({ pool: use.pool }, value(use));
        },
      });
    poolGauge("mekuri_db_pool_max", "Connections a pool may open, by kind of work", (use) => use.max);
    poolGauge("mekuri_db_pool_waiting", "Queries waiting for a connection of the pool", (use) => use.waiting);
    new Gauge({
      name: "mekuri_db_pool_connections",
      help: "Open connections of each pool, busy (checked out) or idle",
      labelNames: ["pool", "state"] as const,
      registers,
      collect() {
        for (const use of sources.database.pools()) {
          this.set({ pool: use.pool, state: "busy" }, use.total - use.idle);
          this.set({ pool: use.pool, state: "idle" }, use.idle);
        }
      },
    });
    new Gauge({
      name: "mekuri_database_info",
      help: "The database this process runs on: postgres, or the embedded pglite (no pool)",
      labelNames: ["kind"] as const,
      registers,
    }).set({ kind: sources.database.kind }, 1);
    new Gauge({
      name: "mekuri_load_saturated",
      help: "1 while the process sheds load (refuses requests with 503), by what saturates it",
      labelNames: ["pressure"] as const,
      registers,
      collect() {
        for (const pressure of ["eventLoopDelay", "heapUsed", "rss"] as const) {
          this.set({ pressure }, sources.pressure.saturation === pressure ? 1 : 0);
        }
      },
    });
    new Gauge({
      name: "mekuri_load_event_loop_delay_seconds",
      help: "Mean event loop delay of the last load-shedding sample",
      registers,
      collect() {
        this.set(sources.pressure.readings.eventLoopDelayMs / 1000);
      },
    });
    new Counter({
      name: "mekuri_load_shed_requests_total",
      help: "Requests refused with 503 while the process was saturated",
      registers,
      collect() {
        this.reset();
        this.inc(sources.pressure.shed);
      },
    });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
