import { afterAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createMemoryRateLimitStore } from "./platform/security/rate-limiter.ts";
import { createTestDatabase } from "./testing/test-database.ts";

const database = await createTestDatabase();
afterAll(() => database.close());

describe("closing the app", () => {
  it("still stops the mail worker and the rate limit store when stopping the jobs fails", async () => {
    const rateLimitStore = createMemoryRateLimitStore();
    const closeStore = vi.spyOn(rateLimitStore, "close");
    const { app } = await buildApp({
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SEED_DEMO: "false" }),
      database,
      logger: false,
      rateLimitStore,
    });
    await app.ready();
    vi.spyOn(app.jobs, "stop").mockRejectedValue(new Error("database gone"));
    const stopMail = vi.spyOn(app.mail, "stop");

    await app.close();

    expect(stopMail).toHaveBeenCalled();
    expect(closeStore).toHaveBeenCalled();
  });
});
