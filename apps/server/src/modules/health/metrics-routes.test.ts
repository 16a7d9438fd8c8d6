import { beforeAll, describe, expect, it } from "vitest";
import { siteFixture } from "../../testing/site-fixture.ts";
import { api, createAccount, type TestContext, useTestApp } from "../../testing/test-app.ts";
import { rollupJobKind } from "../analytics/rollup-job.ts";
import { publishSite } from "../sites/publish-site.ts";
import { insertSiteDraft } from "../sites/site-draft-writer.ts";

const token = "metrics-token-0123456789";

/** The value of the sample `name` whose labels include `labels`, from Prometheus' text format. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

const scrape = async (ctx: TestContext) => {
  const response = await ctx.app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};

describe("metrics on the main port, behind METRICS_TOKEN", () => {
  const ctx = useTestApp({ env: { METRICS_TOKEN: token } });
  let siteId: string;
  beforeAll(async () => {
    const account = await createAccount(ctx, { kind: "user" });
    siteId = await insertSiteDraft(ctx.database.db, siteFixture(account.id));
    await publishSite(ctx.database.db, siteId, "PUBLISH", {
      settingFormContact: true,
      settingPopupCta: true,
      poweredBy: false,
    });
  });

  it("refuses a scrape without the token or with another one, asking for a bearer token", async () => {
    for (const headers of [
      {},
      { authorization: "Bearer metrics-token-0123456780" },
      { authorization: token },
    ]) {
      const response = await ctx.app.inject({ method: "GET", url: "/metrics", headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({ code: "UNAUTHORIZED" });
    }
  });

  it("counts requests by route pattern, method and status class, with their time", async () => {
    const login = { route: "/api/v1/auth/login", method: "POST", status_class: "4xx" };
    const unmatched = { route: "unmatched", method: "GET", status_class: "4xx" };
    const before = await scrape(ctx);
    for (let i = 0; i < 3; i++) {
      const response = await ctx.app.inject({
        method: "POST",
        url: api("/auth/login"),
        payload: { email: "x" },
      });
      expect(response.statusCode).toBe(400);
    }
    await ctx.app.inject({ method: "GET", url: "/api/v1/no-such-thing/123" });
    const after = await scrape(ctx);
    const count = (text: string, labels: Record<string, string>) =>
      sample(text, "mekuri_http_request_duration_seconds_count", labels) ?? 0;
    expect(count(after, login) - count(before, login)).toBe(3);
    expect(count(after, unmatched) - count(before, unmatched)).toBe(1);
    expect(sample(after, "mekuri_http_request_duration_seconds_sum", login)).toBeGreaterThan(0);
    // The raw URL never becomes a label: one series per route pattern.
    expect(after).not.toContain("no-such-thing");
  });

  it("times the event writes and counts the stored events", async () => {
    const before = await scrape(ctx);
    const events = [1, 2, 3].map((n) => ({
      type: "slide_page",
      site_id: siteId,
      page_id: `p${n}`,
      occurred_at: Date.now(),
      session_id: "metrics-1",
    }));
    const response = await ctx.app.inject({
      method: "POST",
      url: api("/end-user/events"),
      payload: { events },
    });
    expect(response.statusCode, response.body).toBe(202);
    const after = await scrape(ctx);
    const stored = (text: string) => sample(text, "mekuri_events_stored_total") ?? 0;
    expect(stored(after) - stored(before)).toBe(3);
    const writes = (text: string) =>
      sample(text, "mekuri_event_write_duration_seconds_count", { outcome: "stored" }) ?? 0;
    expect(writes(after)).toBeGreaterThan(writes(before));
    expect(sample(after, "mekuri_event_buffer_events")).toBe(0);
    expect(sample(after, "mekuri_event_buffer_capacity")).toBe(ctx.app.events.capacity);
  });

  it("reports the job queue's backlog and how long its oldest job has waited", async () => {
    // No process handles this kind, so the job stays queued.
    await ctx.app.jobs.enqueue("metrics-test", {});
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const text = await scrape(ctx);
    expect(sample(text, "mekuri_jobs_queued", { kind: "metrics-test" })).toBe(1);
    expect(sample(text, "mekuri_jobs_lag_seconds", { kind: "metrics-test" })).toBeGreaterThanOrEqual(1);
    // Kinds this process handles are reported even when nothing waits.
    expect(sample(text, "mekuri_jobs_queued", { kind: rollupJobKind })).toBeDefined();
  });

  it("reports the database pools on PostgreSQL and the embedded database without a pool", async () => {
    const text = await scrape(ctx);
    expect(sample(text, "mekuri_database_info", { kind: ctx.database.kind })).toBe(1);
    if (ctx.database.kind === "postgres") {
      for (const pool of ["api", "public", "events"]) {
        expect(sample(text, "mekuri_db_pool_max", { pool })).toBeGreaterThan(0);
        expect(sample(text, "mekuri_db_pool_waiting", { pool })).toBe(0);
        expect(sample(text, "mekuri_db_pool_connections", { pool, state: "idle" })).toBeGreaterThanOrEqual(0);
      }
    } else {
      expect(sample(text, "mekuri_db_pool_max")).toBeUndefined();
    }
  });

  it("reports the process: CPU, memory, event loop and load shedding", async () => {
    const text = await scrape(ctx);
    expect(sample(text, "process_cpu_seconds_total")).toBeGreaterThan(0);
    expect(sample(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    expect(sample(text, "nodejs_eventloop_lag_p99_seconds")).toBeDefined();
    expect(sample(text, "mekuri_load_saturated", { pressure: "eventLoopDelay" })).toBe(0);
    expect(sample(text, "mekuri_load_shed_requests_total")).toBe(0);
  });
});

describe("metrics on a port of their own", () => {
  const ctx = useTestApp({ env: { METRICS_PORT: "0", METRICS_HOST: "127.0.0.1", METRICS_TOKEN: token } });

  it("answers /metrics there, with the token, and nothing on the main port", async () => {
    const port = ctx.app.metricsPort?.();
    expect(port).toBeGreaterThan(0);
    const url = `http://127.0.0.1:${port}/metrics`;
    const refused = await fetch(url);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    const scraped = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await scraped.text()).toContain("mekuri_http_request_duration_seconds");
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
  });
});

describe("metrics not configured", () => {
  const ctx = useTestApp();

  it("serves no /metrics", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
  });
});
