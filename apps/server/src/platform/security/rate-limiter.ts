import { Redis } from "ioredis";

export interface RateWindow {
  count: number;
  /** Milliseconds until the window closes. */
  resetInMs: number;
}

/**
 * Fixed-window counters. In memory for one process; Redis when REDIS_URL is set, so every process
 * behind a load balancer counts the same attempts.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateWindow>;
  peek(key: string): Promise<RateWindow>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      // Bound memory under an address-spraying flood: drop closed windows now and then.
      if (windows.size > 100_000) for (const k of windows.keys()) current(k);
      return { count: entry.count, resetInMs: entry.resetAt - now() };
    },
    async peek(key) {
      const entry = current(key);
      return entry ? { count: entry.count, resetInMs: entry.resetAt - now() } : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

export function createRedisRateLimitStore(url: string, prefix = "mekuri:rl:"): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false, enableOfflineQueue: true });
  return {
    async hit(key, windowMs) {
      const result = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, "NX")
        .pttl(prefix + key)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
