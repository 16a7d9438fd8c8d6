import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/** `undefined` means "anything may have changed" (e.g. after missing messages while disconnected). */
export type SiteChangeListener = (siteId: string | undefined) => void;

/**
 * Tells every server process that a site's public state changed (published, unpublished, domain),
 * so each drops what it cached of that site at once (ARCHITECTURE.md: REDIS_URL, cache
 * invalidation across processes).
 */
export interface SiteChangeBus {
  publish(siteId: string): Promise<void>;
  subscribe(listener: SiteChangeListener): void;
  /** Settles once the subscription is in place. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export const siteChangeChannel = "mekuri:site-changes";

/** Redis pub/sub; Redis being away never stops the server, it only delays invalidations. */
export function createRedisSiteChangeBus(
  url: string,
  log: FastifyBaseLogger,
  channel = siteChangeChannel,
): SiteChangeBus {
  const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  const listeners: SiteChangeListener[] = [];
  for (const connection of [publisher, subscriber]) {
    connection.on("error", (error) => log.warn({ err: error }, "redis (site changes)"));
  }
  subscriber.on("message", (_channel: string, siteId: string) => {
    for (const listener of listeners) listener(siteId);
  });
  // Messages sent while this process was not subscribed are lost: forget everything on (re)connect.
  subscriber.on("ready", () => {
    for (const listener of listeners) listener(undefined);
  });
  const ready = subscriber.subscribe(channel).then(
    () => undefined,
    (error: unknown) => log.warn({ err: error }, "redis subscription (site changes)"),
  );
  return {
    ready,
    async publish(siteId) {
      // Not delivered: the other processes catch up when their cached rows expire.
      await publisher.publish(channel, siteId).catch((error) => log.warn({ err: error }, "site change lost"));
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
