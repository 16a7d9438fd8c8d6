import { type IntervalHistogram, monitorEventLoopDelay } from "node:perf_hooks";
import { getHeapStatistics } from "node:v8";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { AppError } from "./app-error.ts";

/** What saturates the process: its event loop answers late, or it holds too much memory. */
export type Pressure = "eventLoopDelay" | "heapUsed" | "rss";

export interface PressureLimits {
  /** Mean delay of the event loop over one sample; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** V8 heap in use; undefined means 90 % of the V8 heap limit, 0 turns the check off. */
  maxHeapUsedBytes: number | undefined;
  /** Resident memory; 0 turns the check off. */
  maxRssBytes: number;
  sampleIntervalMs: number;
}

/** The limits with the heap's default worked out. */
export type ResolvedLimits = Omit<PressureLimits, "maxHeapUsedBytes"> & { maxHeapUsedBytes: number };

export interface PressureReadings {
  eventLoopDelayMs: number;
  heapUsedBytes: number;
  rssBytes: number;
}

/**
 * One sample over a limit is not saturation: a single long task (a PDF, a big query on the
 * embedded database) delays the loop once and is over. Two samples running are.
 */
export const samplesToSaturate = 2;

/** Seconds a refused client should wait before it tries again (on this or another process). */
export const pressureRetryAfterSeconds = 5;

/** The default heap limit: close to the V8 limit, where garbage collection starts to thrash. */
export function defaultMaxHeapUsedBytes(): number {
  return Math.floor(getHeapStatistics().heap_size_limit * 0.9);
}

/** The first limit the readings pass, in the order of the checks; undefined when none. */
export function pressureOf(readings: PressureReadings, limits: ResolvedLimits): Pressure | undefined {
  if (limits.maxEventLoopDelayMs > 0 && readings.eventLoopDelayMs > limits.maxEventLoopDelayMs) {
    return "eventLoopDelay";
  }
  if (limits.maxHeapUsedBytes > 0 && readings.heapUsedBytes > limits.maxHeapUsedBytes) return "heapUsed";
  if (limits.maxRssBytes > 0 && readings.rssBytes > limits.maxRssBytes) return "rss";
  return undefined;
}

/** The loop-delay histogram's resolution; its own timer adds this much to every sample. */
const resolutionMs = 10;

/**
 * Samples the event loop's delay and the memory once per interval. `saturation` is set once
 * `samplesToSaturate` samples running passed a limit, and cleared by the first sample under all.
 * Reading it costs nothing, so every request can.
 */
export class PressureMonitor {
  saturation: Pressure | undefined;
  readings: PressureReadings = { eventLoopDelayMs: 0, heapUsedBytes: 0, rssBytes: 0 };
  /** Requests refused since start, read by the metrics. */
  shed = 0;
  readonly limits: ResolvedLimits;
  private histogram: IntervalHistogram | undefined;
  private timer: NodeJS.Timeout | undefined;
  private over = 0;

  constructor(
    limits: PressureLimits,
    private readonly log: FastifyBaseLogger,
  ) {
    this.limits = { ...limits, maxHeapUsedBytes: limits.maxHeapUsedBytes ?? defaultMaxHeapUsedBytes() };
  }

  start() {
    if (this.timer) return;
    this.histogram = monitorEventLoopDelay({ resolution: resolutionMs });
    this.histogram.enable();
    this.timer = setInterval(() => this.sample(), this.limits.sampleIntervalMs);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    this.histogram?.disable();
  }

  private sample() {
    const histogram = this.histogram;
    if (!histogram) return;
    // No sample at all: the loop-delay timer never ran in the interval, which says nothing.
    const mean = histogram.count > 0 ? histogram.mean / 1e6 - resolutionMs : 0;
    histogram.reset();
    const memory = process.memoryUsage();
    this.readings = {
      eventLoopDelayMs: Math.max(0, mean),
      heapUsedBytes: memory.heapUsed,
      rssBytes: memory.rss,
    };
    const pressure = pressureOf(this.readings, this.limits);
    this.over = pressure ? this.over + 1 : 0;
    const saturation = this.over >= samplesToSaturate ? pressure : undefined;
    if (saturation !== this.saturation) {
      if (saturation) this.log.warn({ pressure: saturation, ...this.readings }, "saturated: shedding load");
      else this.log.warn({ ...this.readings }, "no longer saturated: serving again");
    }
    this.saturation = saturation;
  }
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Answered while the process sheds load: health checks and metrics must say what goes on. */
    answersUnderPressure?: boolean;
  }
}

/**
 * While the process is saturated, every request except those of routes that answer under pressure
 * is refused at once with 503 and Retry-After, before any work: a balancer or client tries another
 * process or later, and what is already running finishes. A callback hook: no promise per request.
 */
export function registerLoadShedding(app: FastifyInstance, monitor: PressureMonitor) {
  const refusal = () =>
    new AppError(503, "SERVICE_UNAVAILABLE", "error.serviceUnavailable", undefined, {
      "retry-after": String(pressureRetryAfterSeconds),
    });
  app.addHook("onRequest", (request, _reply, done) => {
    if (monitor.saturation === undefined || request.routeOptions.config?.answersUnderPressure) return done();
    monitor.shed += 1;
    done(refusal());
  });
  app.addHook("onReady", (done) => {
    monitor.start();
    done();
  });
  app.addHook("onClose", (_instance, done) => {
    monitor.stop();
    done();
  });
}
