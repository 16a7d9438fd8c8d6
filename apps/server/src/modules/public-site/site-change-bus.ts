import type { Redis } from "ioredis";
import { connectRedis, type RedisLog } from "../../platform/redis/redis-connection.ts";

/**
 * `undefined` means "anything may have changed" (e.g. after missing messages while disconnected).
 * A listener that returns a promise is awaited by the process that made the change, so that its
 * own next answer already reflects it; the promise must not reject.
 */
export type SiteChangeListener = (siteId: string | undefined) => void | Promise<void>;

/**
 * Tells every server process that a site's public state changed (published, unpublished, domain),
 * so each drops what it cached of that site at once (ARCHITECTURE.md: REDIS_URL, cache
 * invalidation across processes).
 */
export interface SiteChangeBus {
  publish(siteId: string): Promise<void>;
  subscribe(listener: SiteChangeListener): void;
  /** Settles once the subscription is in place (or could not be made at start). */
  ready: Promise<void>;
  /** False while messages may be missed in either direction. */
  connected(): boolean;
  close(): Promise<void>;
}

export const siteChangeChannel = "mekuri:site-changes";

/** While the subscription is down, every cached site is forgotten this often: as without Redis. */
const forgetEveryMsWhileAway = 1000;

/**
 * Redis pub/sub. Redis being away never stops or slows the server (decision 036): a publish is
 * dropped at once (the others re-read every second meanwhile), and this process, which may be
 * missing messages, forgets its cached sites every second until it has subscribed again.
 */
export function createRedisSiteChangeBus(
  url: string,
  log: RedisLog,
  channel = siteChangeChannel,
): SiteChangeBus {
  const publisher = connectRedis(url, log, "site changes");
  const subscriber: Redis = connectRedis(url, log, "site change subscription");
  const listeners: SiteChangeListener[] = [];
  const tell = (siteId: string | undefined) => {
    // A message from the bus: the process that made the change already awaited its own re-reads.
    for (const listener of listeners) void listener(siteId);
  };
  let subscribed = false;
  let settleReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    settleReady = resolve;
  });

  subscriber.on("message", (_channel: string, siteId: string) => tell(siteId));
  subscriber.on("close", () => {
    subscribed = false;
  });
  // Messages sent while this process was not subscribed are lost: forget everything once subscribed.
  subscriber.on("ready", () => {
    subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
        tell(undefined);
        settleReady();
      },
      (error: unknown) => log.warn({ err: error }, "redis subscription (site changes)"),
    );
  });
  const forgetWhileAway = setInterval(() => {
    if (!subscribed) tell(undefined);
  }, forgetEveryMsWhileAway);
  forgetWhileAway.unref();

  return {
    ready,
    connected: () => subscribed && publisher.status === "ready",
    async publish(siteId) {
      // Not delivered: the other processes catch up when their cached rows expire.
      await publisher.publish(channel, siteId).catch((error) => log.warn({ err: error }, "site change lost"));
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      clearInterval(forgetWhileAway);
      settleReady();
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
