import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

export type RedisLog = Pick<FastifyBaseLogger, "warn" | "info">;

/** Tries again soon after losing Redis (never more than half a second apart), so it is back quickly. */
const reconnectDelayMs = (attempt: number) => Math.min(attempt * 50, 500);

/**
 * A Redis connection that never makes a request wait for Redis (decision 036): while Redis is away
 * a command fails at once instead of queueing, and one to a Redis that hangs fails after half a
 * second; callers fall back. It reconnects by itself, and logs one warning when Redis goes and one
 * line when it is back, not one per attempt.
 */
export function connectRedis(url: string, log: RedisLog, purpose: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 1000,
    retryStrategy: reconnectDelayMs,
    // Subscriptions are made again by their owner on every "ready" (see site-change-bus.ts).
    autoResubscribe: false,
  });
  let away = false;
  redis.on("error", (error) => {
    if (away) return;
    away = true;
    log.warn({ err: error, purpose }, "redis unavailable");
  });
  redis.on("ready", () => {
    if (!away) return;
    away = false;
    log.info({ purpose }, "redis back");
  });
  return redis;
}
