import { describe, expect, it, vi } from "vitest";
import {
  createMemoryRateLimitStore,
  createRedisRateLimitStore,
  type RateLimitStore,
} from "./rate-limiter.ts";

function behavesAsAFixedWindow(
  name: string,
  make: () => { store: RateLimitStore; advance: (ms: number) => Promise<void> },
) {
  describe(name, () => {
    it("counts hits inside a window and starts again after it closes", async () => {
      const { store, advance } = make();
      // A shared store starts connecting at once; until then it counts in memory, as while away.
      await vi.waitFor(() => expect(store.connected?.() ?? true).toBe(true));
      const key = `k-${Math.random()}`;
      expect((await store.hit(key, 300)).count).toBe(1);
      expect((await store.hit(key, 300)).count).toBe(2);
      expect((await store.peek(key)).count).toBe(2);
      await advance(350);
      expect((await store.peek(key)).count).toBe(0);
      expect((await store.hit(key, 300)).count).toBe(1);
      await store.reset(key);
      expect((await store.peek(key)).count).toBe(0);
      await store.close();
    });
  });
}

let clock = 0;
behavesAsAFixedWindow("memory rate-limit store", () => ({
  store: createMemoryRateLimitStore(() => clock),
  advance: async (ms) => {
    clock += ms;
  },
}));

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  behavesAsAFixedWindow("redis rate-limit store", () => ({
    store: createRedisRateLimitStore(redisUrl, {
      log: { warn() {}, info() {} },
      prefix: `mekuri-test:${process.pid}:`,
    }),
    advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }));
}
