import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app.ts";
import { type Config, loadConfig } from "../../config.ts";
import type { Database } from "../../platform/database/database.ts";
import { sites } from "../../platform/database/schema/index.ts";
import { startRedisServer } from "../../testing/redis-server.ts";
import { api, createOperator, type TestContext } from "../../testing/test-app.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { loginLimits } from "../auth/login-throttle.ts";
import { publishFormSite } from "../forms/form-site-fixture.ts";

/**
 * Redis (shared rate limits, site change messages) goes away and comes back, under two server
 * processes sharing it and one database. A private Redis server: the shared one is never touched.
 */
describe("Redis outage", () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>;
  let database: Database;
  let config: Config;
  let first: App;
  let second: App;
  let ctx: TestContext;
  let siteId: string;
  let email: string;

  beforeAll(async () => {
    redis = await startRedisServer();
    database = await createTestDatabase();
    config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SEED_DEMO: "false", REDIS_URL: redis.url });
    ({ app: first } = await buildApp({ config, database, logger: false }));
    ({ app: second } = await buildApp({ config, database, logger: false }));
    await Promise.all([first.ready(), second.ready()]);
    ctx = { app: first, database, config };
    const site = await publishFormSite(ctx);
    siteId = site.siteId;
    email = (await createOperator(ctx, { account: site.account, role: "USER" })).email;
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
    await redis?.stop();
  });

  let address = 0;
  const login = (app: App, password: string, from = `10.7.0.${++address}`) =>
    app.inject({
      method: "POST",
      url: api("/auth/login"),
      payload: { email, password },
      remoteAddress: from,
    });
  const contact = (app: App) =>
    app.inject({
      method: "POST",
      url: api(`/end-user/site/${siteId}/contact`),
      remoteAddress: `10.8.0.${++address}`,
      payload: { data: { email: "visitor@example.com", company: "Example", topic: "見積もり" } },
    });
  const readiness = async (app: App) => {
    const response = await app.inject({ method: "GET", url: "/readyz" });
    return { status: response.statusCode, body: response.json() };
  };
  const siteStatus = async (app: App) =>
    (await app.inject({ method: "GET", url: api(`/end-user/site/${siteId}`) })).statusCode;

  async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < ms) {
      if (await check()) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`not within ${ms} ms`);
  }

  it("reports Redis as ready while it answers", async () => {
    expect(await readiness(first)).toEqual({
      status: 200,
      body: { status: "ready", database: database.kind, redis: "ready", load: "normal" },
    });
  });

  it("answers quickly while Redis hangs, without waiting for it on every request", async () => {
    // Reset requests for an unknown address: two limiter calls each and no password hashing, so
    // the time is the limiter's.
    const forgot = () =>
      first.inject({
        method: "POST",
        url: api("/auth/forgot-password"),
        payload: { email: "nobody@example.com" },
        remoteAddress: `10.6.0.${++address}`,
      });
    redis.pause();
    try {
      const started = Date.now();
      for (let attempt = 0; attempt < 4; attempt++) expect((await forgot()).statusCode).toBe(200);
      // One command timeout (half a second), then memory until Redis is tried again; waiting on
      // every command would take four seconds.
      expect(Date.now() - started).toBeLessThan(1500);
      expect((await readiness(first)).body.redis).toBe("degraded");
    } finally {
      redis.resume();
    }
    await within(5000, async () => (await readiness(first)).body.redis === "ready");
  });

  it("keeps logins and forms answering while Redis is down, limits counted in the process", async () => {
    await redis.kill();

    expect((await login(first, "Wrong-pass1!")).statusCode).toBe(401);
    expect((await login(first, "Secret-pass1")).statusCode).toBe(200);
    expect((await contact(first)).statusCode).toBe(201);
    // Fail soft, not open: failures from one address still throttle it, counted by this process alone.
    const from = "10.7.9.9";
    for (let attempt = 0; attempt < loginLimits.perAccountAndAddressFailures.max; attempt++) {
      expect((await login(first, "Wrong-pass1!", from)).statusCode).toBe(401);
    }
    expect((await login(first, "Secret-pass1", from)).statusCode).toBe(429);
  });

  it("answers ready, with Redis degraded, while Redis is down", async () => {
    expect(await readiness(first)).toEqual({
      status: 200,
      body: { status: "ready", database: database.kind, redis: "degraded", load: "normal" },
    });
  });

  it("publishes without waiting for Redis, and other processes re-read sites as they do without Redis", async () => {
    expect(await siteStatus(second)).toBe(200);
    await database.db.update(sites).set({ status: "PRIVATE" }).where(eq(sites.id, siteId));
    const started = Date.now();
    await first.published.invalidate(siteId);
    expect(Date.now() - started).toBeLessThan(200);
    expect(await within(3000, async () => (await siteStatus(second)) === 404)).toBeLessThan(3000);
  });

  it("is back on Redis by itself within a second of its return, for limits and site changes", async () => {
    await redis.start();
    const back = await within(5000, async () => (await readiness(first)).body.redis === "ready");
    await within(5000, async () => (await readiness(second)).body.redis === "ready");
    expect(back).toBeLessThan(1500);

    const direct = new Redis(redis.url);
    try {
      // Failures counted in the process during the outage still hold after Redis returns.
      expect((await login(first, "Secret-pass1", "10.7.9.9")).statusCode).toBe(429);
      expect((await login(first, "Wrong-pass1!", "10.7.8.8")).statusCode).toBe(401);
      expect(await direct.exists(`mekuri:rl:login:ip:10.7.8.8`)).toBe(1);
    } finally {
      direct.disconnect();
    }

    // The second process caches rows for a minute again: only the message makes it change now.
    await database.db.update(sites).set({ status: "PUBLISH" }).where(eq(sites.id, siteId));
    await first.published.invalidate(siteId);
    expect(await within(1000, async () => (await siteStatus(second)) === 200)).toBeLessThan(1000);
  });
});
