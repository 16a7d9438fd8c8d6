import { connectRedis, type RedisLog } from "../redis/redis-connection.ts";

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
  /** A shared store: false while it is away and this process counts alone. */
  connected?(): boolean;
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

const avoidAfterFailureMs = 2000;

/**
 * Counters in Redis, shared by every process. While Redis is away each process counts in memory
 * instead (decision 036: fail soft, neither open nor closed), and those counts still add to Redis's
 * until their windows close, so a return of Redis does not forgive the attempts made without it.
 */
export function createRedisRateLimitStore(
  url: string,
  options: { log: RedisLog; prefix?: string },
): RateLimitStore {
  const prefix = options.prefix ?? "mekuri:rl:";
  const redis = connectRedis(url, options.log, "rate limits");
  const local = createMemoryRateLimitStore();
  // After a failed command (a Redis that hangs answers nothing for the whole command timeout),
  // requests count in memory for a while instead of each waiting for the timeout again.
  let avoidUntil = 0;
  const connected = () => redis.status === "ready" && Date.now() >= avoidUntil;
  const avoid = () => {
    avoidUntil = Date.now() + avoidAfterFailureMs;
  };

  async function sharedHit(key: string, windowMs: number): Promise<RateWindow> {
    const result = await redis
      .multi()
      .incr(prefix + key)
      .pexpire(prefix + key, windowMs, "NX")
      .pttl(prefix + key)
      .exec();
    const failed = result?.find(([error]) => error)?.[0];
    if (!result || failed) throw failed ?? new Error("rate limit transaction discarded");
    const count = Number(result[0]?.[1] ?? 1);
    const ttl = Number(result[2]?.[1] ?? windowMs);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async function sharedPeek(key: string): Promise<RateWindow> {
    const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
    return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
  }

  /** Redis's window plus what this process counted while Redis was away. */
  async function withLocal(shared: RateWindow, key: string): Promise<RateWindow> {
    const away = await local.peek(key);
    if (away.count === 0) return shared;
    return { count: shared.count + away.count, resetInMs: Math.max(shared.resetInMs, away.resetInMs) };
  }

  return {
    async hit(key, windowMs) {
      if (connected()) {
        try {
          return await withLocal(await sharedHit(key, windowMs), key);
        } catch {
          // Lost between the check and the answer: this attempt is counted here instead.
          avoid();
        }
      }
      return local.hit(key, windowMs);
    },
    async peek(key) {
      if (connected()) {
        try {
          return await withLocal(await sharedPeek(key), key);
        } catch {
          // As while away: what this process counted.
          avoid();
        }
      }
      return local.peek(key);
    },
    async reset(key) {
      await local.reset(key);
      if (connected()) await redis.del(prefix + key).catch(avoid);
    },
    async close() {
      await local.close();
      await redis.quit().catch(() => redis.disconnect());
    },
    connected,
  };
}
