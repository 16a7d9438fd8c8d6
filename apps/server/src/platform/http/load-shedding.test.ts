import { setTimeout as delay } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { api, type TestContext, useTestApp } from "../../testing/test-app.ts";
import { pressureOf } from "./load-shedding.ts";

const limits = { maxEventLoopDelayMs: 500, maxHeapUsedBytes: 1000, maxRssBytes: 0, sampleIntervalMs: 1000 };
const calm = { eventLoopDelayMs: 20, heapUsedBytes: 10, rssBytes: 10 ** 12 };

describe("pressureOf", () => {
  it("names the first limit passed, and a limit of 0 checks nothing", () => {
    expect(pressureOf(calm, limits)).toBeUndefined();
    expect(pressureOf({ ...calm, eventLoopDelayMs: 501 }, limits)).toBe("eventLoopDelay");
    expect(pressureOf({ ...calm, heapUsedBytes: 1001 }, limits)).toBe("heapUsed");
    expect(pressureOf(calm, { ...limits, maxRssBytes: 10 ** 11 })).toBe("rss");
    expect(
      pressureOf(
        { eventLoopDelayMs: 10 ** 6, heapUsedBytes: 10 ** 6, rssBytes: 0 },
        {
          ...limits,
          maxEventLoopDelayMs: 0,
          maxHeapUsedBytes: 0,
        },
      ),
    ).toBeUndefined();
  });
});

/** Polls `check` until it holds, at most a few seconds. */
async function until(check: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 5000) throw new Error("condition not reached within 5 s");
    await delay(20);
  }
}

const readiness = (ctx: TestContext) => ctx.app.inject({ method: "GET", url: "/readyz" });
const login = (ctx: TestContext) =>
  ctx.app.inject({
    method: "POST",
    url: api("/auth/login"),
    payload: { email: "x" },
    headers: { "accept-language": "en" },
  });

describe("a process over its memory limit", () => {
  const ctx = useTestApp({
    env: { SHED_HEAP_USED_MB: "1", SHED_SAMPLE_INTERVAL_MS: "20", METRICS_TOKEN: "metrics-token-0123456789" },
  });

  it("refuses requests with 503 and Retry-After, reports not ready, and stays alive and observable", async () => {
    await until(async () => (await readiness(ctx)).statusCode === 503);
    const ready = await readiness(ctx);
    expect(ready.headers["retry-after"]).toBe("5");
    expect(ready.json()).toMatchObject({ status: "unavailable", load: "saturated" });

    const refused = await login(ctx);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.json()).toEqual({
      code: "SERVICE_UNAVAILABLE",
      message: "The service is temporarily unavailable. Please try again shortly.",
    });

    expect((await ctx.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    const metrics = await ctx.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: "Bearer metrics-token-0123456789" },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('mekuri_load_saturated{pressure="heapUsed"} 1');
    expect(metrics.body).toMatch(/^mekuri_load_shed_requests_total [1-9]/m);
  });
});

describe("a process whose event loop is held up", () => {
  const ctx = useTestApp({
    env: { SHED_EVENT_LOOP_DELAY_MS: "20", SHED_HEAP_USED_MB: "0", SHED_SAMPLE_INTERVAL_MS: "100" },
  });

  it("sheds load while the loop stays late, and serves again by itself once it catches up", async () => {
    expect((await login(ctx)).statusCode).toBe(400);
    // Work in slices of 60 ms, as a flood of requests would keep the loop busy; requests still
    // get their turn between the slices.
    let busy = true;
    const slice = () => {
      const end = performance.now() + 60;
      while (performance.now() < end) {
        // Holds the loop.
      }
      if (busy) setImmediate(slice);
    };
    slice();
    try {
      await until(async () => (await readiness(ctx)).statusCode === 503);
      const refused = await login(ctx);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBe("5");
    } finally {
      busy = false;
    }
    await until(async () => (await readiness(ctx)).statusCode === 200);
    expect((await readiness(ctx)).json()).toMatchObject({ status: "ready", load: "normal" });
    expect((await login(ctx)).statusCode).toBe(400);
  });
});
