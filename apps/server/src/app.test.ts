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

  it("answers a request that arrives during shutdown 503 with Retry-After in the error shape", async () => {
    const { app } = await buildApp({
      config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SEED_DEMO: "false" }),
      database,
      logger: false,
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let shutdownStarted = () => {};
    const started = new Promise<void>((resolve) => {
      shutdownStarted = resolve;
    });
    app.addHook("preClose", async () => {
      shutdownStarted();
      await held;
    });
    const address = await app.listen({ host: "127.0.0.1", port: 0 });

    const closed = app.close();
    await started;
    const response = await fetch(`${address}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify({ email: "x@example.com", password: "Wrong-pass1" }),
    });
    release();
    await closed;

    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
  });
});
